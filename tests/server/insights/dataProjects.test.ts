import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataConnections } from '../../../src/server/db/schema.ts';
import {
  databaseKinds,
  LOCAL_SERVERS,
  signUpAndIn,
  startTestServer,
  type TestServer,
} from '../testServer.ts';

const connection = {
  name: 'Warehouse',
  type: 'POSTGRES',
  host: '127.0.0.1',
  port: 5432,
  username: 'postgres',
  password: 'correct horse battery staple',
  databaseName: 'test',
};

describe.each(databaseKinds)('data projects, connections and pages on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind, LOCAL_SERVERS);
    token = (await signUpAndIn(server)).token;
  });
  afterAll(() => server.stop());

  it('creates projects and lists them oldest first, refusing a blank name', async () => {
    const first = await server.call('POST', '/api/data/projects', {
      token,
      body: { name: 'Sales', description: 'Q4' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Sales', description: 'Q4' });
    await server.call('POST', '/api/data/projects', { token, body: { name: 'Ops' } });
    const list = await server.call('GET', '/api/data/projects?page=0&size=100', { token });
    expect(list.body.data.content.map((p: { name: string }) => p.name)).toEqual(['Sales', 'Ops']);
    const blank = await server.call('POST', '/api/data/projects', { token, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.data.fields.name).toBe('Project Name is required.');
  });

  it('stores the password sealed, never returns it, and checks every field of the dialog', async () => {
    const project = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Vault' } })).body
      .data;
    const created = await server.call('POST', `/api/data/connections/project/${project.id}`, {
      token,
      body: { ...connection, port: '5432', properties: 'schema=public', ssl: 'require' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Warehouse',
      port: 5432,
      properties: { schema: 'public' },
      ssl: 'require',
      caCertificate: null,
    });
    expect(JSON.stringify(created.body)).not.toContain(connection.password);
    const listed = await server.call('GET', `/api/data/connections/project/${project.id}`, { token });
    expect(listed.body.data.content).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(connection.password);

    const [stored] = await server.database.db
      .select({ sealed: dataConnections.passwordEncrypted })
      .from(dataConnections)
      .where(eq(dataConnections.id, created.body.data.id));
    const sealed = stored!.sealed;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('horse');

    const empty = await server.call('POST', `/api/data/connections/project/${project.id}`, {
      token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toMatchObject({
      name: 'Name is required',
      type: 'Type is required',
      host: 'Host is required',
      port: 'Port is required',
      username: 'Username is required',
      password: 'Password is required',
      databaseName: 'Database is required',
    });
    const option = await server.call('POST', `/api/data/connections/project/${project.id}`, {
      token,
      body: { ...connection, properties: { socketPath: '/etc/passwd' } },
    });
    expect(option.status).toBe(400);
    expect(option.body.message).toContain("Unknown connection property 'socketPath'");
  });

  it('keeps connections outside a project apart and deletes them', async () => {
    const created = await server.call('POST', '/api/data-connections', { token, body: connection });
    expect(created.status).toBe(201);
    const list = await server.call('GET', '/api/data-connections', { token });
    expect(list.body.data).toEqual([{ id: created.body.data.id, name: 'Warehouse', type: 'POSTGRES' }]);
    const gone = await server.call('DELETE', `/api/data/connections/${created.body.data.id}`, { token });
    expect(gone.status).toBe(200);
    expect((await server.call('GET', '/api/data-connections', { token })).body.data).toEqual([]);
  });

  it('saves one page per project, lists saved pages newest first, opens and deletes them', async () => {
    const a = (await server.call('POST', '/api/data/projects', { token, body: { name: 'A' } })).body.data;
    const b = (await server.call('POST', '/api/data/projects', { token, body: { name: 'B' } })).body.data;
    const module = {
      id: 'm1',
      title: 'Orders',
      description: 'number of orders',
      dataSource: '',
      moduleType: 'kpi',
      status: 'generated',
      generatedContent: {
        id: 'c',
        type: 'div',
        data: { children: [{ id: 'h', type: 'heading', data: { text: '42', level: 2 } }] },
      },
      query: 'SELECT 42',
    };
    const empty = await server.call('PUT', `/api/data/projects/${a.id}/page`, {
      token,
      body: { modules: [] },
    });
    expect(empty.status).toBe(400);
    const savedA = await server.call('PUT', `/api/data/projects/${a.id}/page`, {
      token,
      body: { modules: [module] },
    });
    expect(savedA.status).toBe(200);
    expect(savedA.body.message).toBe('Dashboard saved successfully!');
    await server.call('PUT', `/api/data/projects/${b.id}/page`, {
      token,
      body: { title: 'Board B', modules: [module] },
    });
    const again = await server.call('PUT', `/api/data/projects/${a.id}/page`, {
      token,
      body: { modules: [module, { ...module, id: 'm2' }] },
    });
    expect(again.body.data.id).toBe(savedA.body.data.id);
    const list = await server.call('GET', '/api/insights?page=0&size=10', { token });
    expect(list.body.data.content.map((p: { projectName: string }) => p.projectName)).toEqual(['A', 'B']);
    expect(list.body.data.content[0].modules).toHaveLength(2);
    const second = await server.call('GET', '/api/insights?page=1&size=1', { token });
    expect(second.body.data).toMatchObject({ page: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect(second.body.data.content.map((p: { projectName: string }) => p.projectName)).toEqual(['B']);
    const one = await server.call('GET', `/api/insights/${savedA.body.data.id}`, { token });
    expect(one.body.data.modules[0].generatedContent.data.children[0].data.text).toBe('42');
    expect((await server.call('GET', `/api/data/projects/${b.id}/page`, { token })).body.data.title).toBe(
      'Board B',
    );
    expect((await server.call('DELETE', `/api/insights/${savedA.body.data.id}`, { token })).status).toBe(200);
    expect((await server.call('GET', `/api/insights/${savedA.body.data.id}`, { token })).status).toBe(404);
    expect((await server.call('DELETE', `/api/data/projects/${b.id}`, { token })).status).toBe(200);
    expect((await server.call('GET', '/api/insights', { token })).body.data.totalElements).toBe(0);
  });
});
