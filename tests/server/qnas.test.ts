import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('Q&A on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let ws: string;

  const newWorkspace = async () =>
    (await server.call('POST', '/api/workspaces/create', { token, body: { name: 'W', role: 'R' } })).body.data
      .id as string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signUpAndIn(server)).token;
    ws = await newWorkspace();
  });
  afterAll(() => server.stop());

  it('adds, reads, updates and deletes a Q&A pair', async () => {
    const added = await server.call('POST', `/api/qnas/${ws}`, {
      token,
      body: { question: ' Do you ship abroad? ', answer: 'Yes, to the EU.' },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Q&A added successfully!');
    expect(added.body.data).toEqual({
      id: expect.any(String),
      question: 'Do you ship abroad?',
      answer: 'Yes, to the EU.',
      status: 'indexing',
      statusReason: null,
    });
    const { id } = added.body.data;
    // Indexed a moment later; nothing else about it changes.
    const read = async () => (await server.call('GET', `/api/qnas/${ws}/${id}`, { token })).body.data;
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('indexed');
    expect(await read()).toEqual({ ...added.body.data, status: 'indexed' });

    const updated = await server.call('PUT', `/api/qnas/${ws}/${id}`, {
      token,
      body: { question: 'Shipping?', answer: 'Worldwide.' },
    });
    expect(updated.body).toMatchObject({
      success: true,
      message: 'Q&A updated successfully!',
      // indexed again after an edit
      data: { id, question: 'Shipping?', answer: 'Worldwide.', status: 'indexing', statusReason: null },
    });
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('indexed');

    const deleted = await server.call('DELETE', `/api/qnas/${ws}/${id}/delete`, { token });
    expect(deleted.body).toMatchObject({ success: true, message: 'Q&A deleted successfully!', data: null });
    expect((await server.call('GET', `/api/qnas/${ws}/${id}`, { token })).status).toBe(404);
  });

  it('pages Q&A pairs, newest first', async () => {
    const own = await newWorkspace();
    for (const question of ['q1', 'q2', 'q3']) {
      await server.call('POST', `/api/qnas/${own}`, { token, body: { question, answer: 'a' } });
    }
    const first = await server.call('GET', `/api/qnas/${own}/list?page=0&size=2`, { token });
    expect(first.body.data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(first.body.data.content.map((q: any) => q.question)).toEqual(['q3', 'q2']);
    const rest = await server.call('GET', `/api/qnas/${own}/list?page=1&size=2`, { token });
    expect(rest.body.data.content.map((q: any) => q.question)).toEqual(['q1']);
    expect((await server.call('GET', `/api/qnas/${own}/list?size=500`, { token })).body.data.size).toBe(100);
  });

  it('rejects blank, wrongly typed and over-long input with 400', async () => {
    const empty = 'Question and Answer cannot be empty.';
    const cases: Array<[unknown, string, string]> = [
      [{ question: ' ', answer: 'a' }, 'question', empty],
      [{ question: 'q' }, 'answer', empty],
      [{ question: 'q', answer: null }, 'answer', 'Answer must be text.'],
      [
        { question: 'x'.repeat(10_001), answer: 'a' },
        'question',
        'Question must be at most 10000 characters long.',
      ],
    ];
    const { id } = (
      await server.call('POST', `/api/qnas/${ws}`, { token, body: { question: 'q', answer: 'a' } })
    ).body.data;
    for (const [body, field, message] of cases) {
      for (const [method, path] of [
        ['POST', `/api/qnas/${ws}`],
        ['PUT', `/api/qnas/${ws}/${id}`],
      ] as const) {
        const res = await server.call(method, path, { token, body });
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        expect(res.body.data.fields[field]).toBe(message);
      }
    }
    expect((await server.call('POST', `/api/qnas/${ws}`, { token, body: '[1,' })).status).toBe(400);
    expect((await server.call('GET', `/api/qnas/${ws}/${id}`, { token })).body.data).toMatchObject({
      question: 'q',
      answer: 'a',
    });
  });

  it('answers 404 for unknown ids, malformed ids and a pair of another workspace', async () => {
    const other = await newWorkspace();
    const { id } = (
      await server.call('POST', `/api/qnas/${other}`, { token, body: { question: 'q', answer: 'a' } })
    ).body.data;
    const body = { question: 'q', answer: 'a' };
    for (const [method, path, message] of [
      ['GET', `/api/qnas/${ws}/${id}`, 'Q&A not found.'],
      ['PUT', `/api/qnas/${ws}/${id}`, 'Q&A not found.'],
      ['DELETE', `/api/qnas/${ws}/${id}/delete`, 'Q&A not found.'],
      ['PUT', `/api/qnas/${ws}/${randomUUID()}`, 'Q&A not found.'],
      ['GET', `/api/qnas/${ws}/%00`, 'Q&A not found.'],
      ['GET', `/api/qnas/${randomUUID()}/list`, 'Workspace not found.'],
    ] as const) {
      const res = await server.call(method, path, { token, body: method === 'PUT' ? body : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(message);
    }
    expect((await server.call('GET', `/api/qnas/${other}/${id}`, { token })).body.data).toMatchObject({
      id,
      question: 'q',
      answer: 'a',
    });
  });
});
