import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('server basics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('answers health with the envelope', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      errorLevel: 'info',
      message: 'OK',
      code: 200,
      data: { status: 'ok' },
    });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    for (const path of ['/api/nothing-here', '/uc/nothing', '/auth/nothing']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 404 });
      expect(res.body.message).toMatch(/No API endpoint/);
    }
  });

  it('serves OpenAPI generated from the request schemas', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(
      res.body.paths['/uc/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(
      res.body.paths['/uc/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password');
  });

  it('lists every endpoint on the human API page', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const path of [
      '/uc/login',
      '/auth/refresh',
      '/api/workspaces/{workspaceId}/upload',
      '/api/qnas/{workspaceId}/{qnaId}/delete',
    ]) {
      expect(html).toContain(path);
    }
  });

  it('allows the contract headers in CORS preflight', async () => {
    const res = await fetch(`${server.url}/uc/profile`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.com',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,biz,x-biz-id,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-biz-id');
  });

  it('stores a contact message and rejects a blank one field by field', async () => {
    const bad = await server.call('POST', '/api/contact', {
      body: { name: ' ', email: 'x', subject: '', message: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toMatchObject({ name: 'Name is required.', email: 'Invalid email format.' });
    const good = await server.call('POST', '/api/contact', {
      body: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(good.status).toBe(201);
    expect(good.body.data.id).toBeTruthy();
  });
});
