import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('texts on %s', (kind) => {
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

  it('adds, reads, updates and deletes a text', async () => {
    const added = await server.call('POST', `/api/texts/${ws}`, {
      token,
      body: { name: ' Opening hours ', content: 'Mon-Fri 9-17' },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Text added successfully!');
    expect(added.body.data).toEqual({
      id: expect.any(String),
      name: 'Opening hours',
      content: 'Mon-Fri 9-17',
      updatedAt: expect.any(String),
      status: 'indexing',
      statusReason: null,
    });
    const { id } = added.body.data;
    // Indexed a moment later; nothing else about it changes.
    const read = async () => (await server.call('GET', `/api/texts/${ws}/${id}`, { token })).body.data;
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('indexed');
    expect(await read()).toEqual({ ...added.body.data, status: 'indexed' });

    const updated = await server.call('PUT', `/api/texts/${ws}/${id}/update`, {
      token,
      body: { name: 'Hours', content: 'Mon-Sat' },
    });
    expect(updated.body).toMatchObject({
      success: true,
      message: 'Text updated successfully!',
      // indexed again after an edit
      data: { id, name: 'Hours', content: 'Mon-Sat', status: 'indexing', statusReason: null },
    });
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('indexed');
    expect(Date.parse(updated.body.data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(added.body.data.updatedAt),
    );

    const deleted = await server.call('DELETE', `/api/texts/${ws}/${id}/delete`, { token });
    expect(deleted.body).toMatchObject({ success: true, message: 'Text deleted successfully!', data: null });
    expect((await server.call('GET', `/api/texts/${ws}/${id}`, { token })).status).toBe(404);
    expect((await server.call('DELETE', `/api/texts/${ws}/${id}/delete`, { token })).status).toBe(404);
  });

  it('pages texts, last modified first', async () => {
    const own = await newWorkspace();
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      ids.push(
        (await server.call('POST', `/api/texts/${own}`, { token, body: { name, content: name } })).body.data
          .id,
      );
    }
    await server.call('PUT', `/api/texts/${own}/${ids[0]}/update`, {
      token,
      body: { name: 'a2', content: 'a' },
    });
    const first = await server.call('GET', `/api/texts/${own}/list?page=0&size=2`, { token });
    expect(first.body.data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(first.body.data.content.map((t: any) => t.name)).toEqual(['a2', 'c']);
    const rest = await server.call('GET', `/api/texts/${own}/list?page=1&size=2`, { token });
    expect(rest.body.data.content.map((t: any) => t.name)).toEqual(['b']);
    const defaults = await server.call('GET', `/api/texts/${own}/list?size=-1`, { token });
    expect(defaults.body.data).toMatchObject({ page: 0, size: 20, totalElements: 3 });
  });

  it('rejects blank, wrongly typed and over-long input with 400', async () => {
    const empty = 'Name and Content cannot be empty.';
    const cases: Array<[unknown, string, string]> = [
      [{ name: ' ', content: 'x' }, 'name', empty],
      [{ name: 'x', content: '' }, 'content', empty],
      [{ name: 'x' }, 'content', empty],
      [{ name: 1, content: 'x' }, 'name', 'Name must be text.'],
      [{ name: 'x'.repeat(201), content: 'x' }, 'name', 'Name must be at most 200 characters long.'],
      [
        { name: 'x', content: 'x'.repeat(100_001) },
        'content',
        'Content must be at most 100000 characters long.',
      ],
    ];
    const { id } = (
      await server.call('POST', `/api/texts/${ws}`, { token, body: { name: 'n', content: 'c' } })
    ).body.data;
    for (const [body, field, message] of cases) {
      for (const [method, path] of [
        ['POST', `/api/texts/${ws}`],
        ['PUT', `/api/texts/${ws}/${id}/update`],
      ] as const) {
        const res = await server.call(method, path, { token, body });
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        expect(res.body.data.fields[field]).toBe(message);
      }
    }
    expect((await server.call('GET', `/api/texts/${ws}/${id}`, { token })).body.data).toMatchObject({
      name: 'n',
      content: 'c',
    });
  });

  it('answers 404 for unknown ids, malformed ids and a text of another workspace', async () => {
    const other = await newWorkspace();
    const { id } = (
      await server.call('POST', `/api/texts/${other}`, { token, body: { name: 'n', content: 'c' } })
    ).body.data;
    const body = { name: 'n', content: 'c' };
    for (const [method, path, message] of [
      ['GET', `/api/texts/${ws}/${id}`, 'Text not found.'],
      ['PUT', `/api/texts/${ws}/${id}/update`, 'Text not found.'],
      ['DELETE', `/api/texts/${ws}/${id}/delete`, 'Text not found.'],
      ['GET', `/api/texts/${ws}/${randomUUID()}`, 'Text not found.'],
      ['GET', `/api/texts/${ws}/nope`, 'Text not found.'],
      ['GET', `/api/texts/${randomUUID()}/list`, 'Workspace not found.'],
      ['POST', `/api/texts/nope`, 'Workspace not found.'],
    ] as const) {
      const res = await server.call(method, path, {
        token,
        body: method === 'GET' || method === 'DELETE' ? undefined : body,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(message);
    }
    expect((await server.call('GET', `/api/texts/${other}/${id}`, { token })).status).toBe(200);
  });
});
