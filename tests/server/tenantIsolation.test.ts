import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

interface Ids {
  ws: string;
  file: string;
  text: string;
  qna: string;
}
type Call = [method: string, path: string, body?: unknown];

const upload = Symbol('multipart upload');

/** Every workspace, file, text and Q&A call, aimed at the given ids. */
const everyCall = (a: Ids, ownWs: string): Call[] => [
  ['GET', `/api/workspaces/${a.ws}`],
  ['PUT', `/api/workspaces/${a.ws}`, { name: 'Taken', role: 'Taken' }],
  ['DELETE', `/api/workspaces/${a.ws}`],
  ['GET', `/api/workspaces/${a.ws}/chat`],
  ['POST', `/api/workspaces/${a.ws}/upload`, upload],
  ['GET', `/api/workspaces/${a.ws}/files?page=0&size=100`],
  ['GET', `/api/workspaces/${a.ws}/files/${a.file}/download`],
  ['DELETE', `/api/workspaces/${a.ws}/files/${a.file}/delete`],
  ['GET', `/api/workspaces/${ownWs}/files/${a.file}/download`],
  ['DELETE', `/api/workspaces/${ownWs}/files/${a.file}/delete`],
  ['GET', `/api/texts/${a.ws}/list`],
  ['GET', `/api/texts/${a.ws}/${a.text}`],
  ['POST', `/api/texts/${a.ws}`, { name: 'n', content: 'c' }],
  ['PUT', `/api/texts/${a.ws}/${a.text}/update`, { name: 'n', content: 'c' }],
  ['DELETE', `/api/texts/${a.ws}/${a.text}/delete`],
  ['GET', `/api/texts/${ownWs}/${a.text}`],
  ['PUT', `/api/texts/${ownWs}/${a.text}/update`, { name: 'n', content: 'c' }],
  ['DELETE', `/api/texts/${ownWs}/${a.text}/delete`],
  ['GET', `/api/qnas/${a.ws}/list`],
  ['GET', `/api/qnas/${a.ws}/${a.qna}`],
  ['POST', `/api/qnas/${a.ws}`, { question: 'q', answer: 'a' }],
  ['PUT', `/api/qnas/${a.ws}/${a.qna}`, { question: 'q', answer: 'a' }],
  ['DELETE', `/api/qnas/${a.ws}/${a.qna}/delete`],
  ['GET', `/api/qnas/${ownWs}/${a.qna}`],
  ['PUT', `/api/qnas/${ownWs}/${a.qna}`, { question: 'q', answer: 'a' }],
  ['DELETE', `/api/qnas/${ownWs}/${a.qna}/delete`],
];

describe.each(databaseKinds)('tenant isolation on %s', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let a: Ids;
  let bobWs: string;
  const bytes = 'Alice private notes';

  async function send(token: string, [method, path, body]: Call) {
    if (body !== upload) return server.call(method, path, { token, body });
    const form = new FormData();
    form.append('file', new Blob(['intruder']), 'x.txt');
    const res = await fetch(server.url + path, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  /** Everything Alice can see of her data. */
  async function aliceView() {
    const call = (path: string) => server.call('GET', path, { token: alice }).then((r) => r.body.data);
    const download = await fetch(`${server.url}/api/workspaces/${a.ws}/files/${a.file}/download`, {
      headers: { Authorization: `Bearer ${alice}` },
    });
    return {
      workspaces: await call('/api/workspaces'),
      workspace: await call(`/api/workspaces/${a.ws}`),
      chat: await call(`/api/workspaces/${a.ws}/chat`),
      files: await call(`/api/workspaces/${a.ws}/files`),
      bytes: await download.text(),
      texts: await call(`/api/texts/${a.ws}/list`),
      text: await call(`/api/texts/${a.ws}/${a.text}`),
      qnas: await call(`/api/qnas/${a.ws}/list`),
      qna: await call(`/api/qnas/${a.ws}/${a.qna}`),
    };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = (await signUpAndIn(server)).token;
    bob = (await signUpAndIn(server)).token;
    const ws = (
      await server.call('POST', '/api/workspaces/create', { token: alice, body: { name: 'A', role: 'A' } })
    ).body.data.id;
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/plain' }), 'notes.txt');
    const file = await fetch(`${server.url}/api/workspaces/${ws}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice}` },
      body: form,
    }).then((r) => r.json());
    const text = await server.call('POST', `/api/texts/${ws}`, {
      token: alice,
      body: { name: 'T', content: 'C' },
    });
    const qna = await server.call('POST', `/api/qnas/${ws}`, {
      token: alice,
      body: { question: 'Q', answer: 'A' },
    });
    a = { ws, file: file.data.id, text: text.body.data.id, qna: qna.body.data.id };
    bobWs = (
      await server.call('POST', '/api/workspaces/create', { token: bob, body: { name: 'B', role: 'B' } })
    ).body.data.id;
  });
  afterAll(() => server.stop());

  it("answers 404 on every call with another user's ids, exactly as for missing ones, and changes nothing", async () => {
    const before = await aliceView();
    expect(before.bytes).toBe(bytes);
    const storedBefore = readdirSync(join(server.config.dataDir, 'files')).sort();
    const missing = { ws: randomUUID(), file: randomUUID(), text: randomUUID(), qna: randomUUID() };
    const missingCalls = everyCall(missing, bobWs);

    for (const [i, call] of everyCall(a, bobWs).entries()) {
      const res = await send(bob, call);
      const label = `${call[0]} ${call[1]}`;
      expect(res.status, label).toBe(404);
      expect(res.body.success, label).toBe(false);
      expect(res.body, label).toEqual((await send(bob, missingCalls[i]!)).body);
    }

    const bobList = await server.call('GET', '/api/workspaces', { token: bob });
    expect(bobList.body.data.content.map((w: any) => w.id)).toEqual([bobWs]);
    expect(await aliceView()).toEqual(before);
    expect(readdirSync(join(server.config.dataDir, 'files')).sort()).toEqual(storedBefore);
  });
});
