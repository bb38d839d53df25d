import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataFileUploadResult, dataFileEndpoints } from '../../src/contract/dataFiles.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import { ApiFailure, createApiClient } from '../../src/web/api/client.ts';
import { raggedRowsRefusal } from '../../src/web/api/dataFilesApi.ts';
import { signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

/**
 * What the web's data files binding relies on, against the real server: which refusal offers
 * 'Skip bad rows' (its `badRows` data), and the typed calls of the list, rows, update and delete.
 */
describe('the data files binding against the server', () => {
  let server: TestServer;
  let token: string;
  let projectId: string;
  let api: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    token = (await signUpAndIn(server)).token;
    api = createApiClient({
      baseURL: server.url,
      timeout: 20_000,
      getToken: () => token,
      onUnauthorized: () => false,
    });
    projectId = (
      await server.call('POST', '/api/data/projects', { token, body: { name: 'Sheets', description: '' } })
    ).body.data.id;
  });
  afterAll(() => server.stop());

  /** Uploads as the browser's XMLHttpRequest does, and settles as `sendFile` does. */
  async function upload(name: string, text: string, skipBadRows = false): Promise<DataFileUploadResult> {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), name);
    const path = `/api/data/files/project/${projectId}${skipBadRows ? '?skipBadRows=true' : ''}`;
    const reply = await fetch(server.url + path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await reply.json()) as Envelope<DataFileUploadResult>;
    if (!reply.ok || !body.success) throw new ApiFailure(reply.status, body.message, body.data);
    return body.data;
  }

  const ragged = 'month,revenue\n2023-01-01,10\n2023-02-01,20,oops\n2023-03-01,30\n';

  it('offers to skip ragged rows only for the server’s ragged-rows refusal, and the skip imports', async () => {
    const refusal = await upload('ragged.csv', ragged).catch((e: unknown) => e);
    expect(raggedRowsRefusal(refusal)).toMatch(/line 3/);
    expect((refusal as ApiFailure).details).toEqual({ badRows: { count: 1, lines: [3] } });
    // The reply's data marks the refusal, not its wording.
    expect(raggedRowsRefusal(new ApiFailure(422, 'Fix them, or upload again skipping bad rows.'))).toBeNull();
    const empty = await upload('empty.csv', '').catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ApiFailure);
    expect(raggedRowsRefusal(empty)).toBeNull();
    const done = await upload('ragged.csv', ragged, true);
    expect(done.files[0]).toMatchObject({ rowCount: 2, tableName: 'ragged' });
    expect(done.notices.join(' ')).toMatch(/1 row was skipped/);
  });

  it('lists, reads rows with types, changes a type, refuses a type that does not fit, deletes', async () => {
    const { files } = await upload(
      'sales.csv',
      'Month,Revenue,Note\n2023-01-01,10.5,true\n2023-02-01,20,false\n',
    );
    const id = files[0]!.id;
    const listed = (await api.request(dataFileEndpoints.list, { params: { projectId } })).data;
    expect(listed.map((f) => f.fileName)).toContain('sales.csv');
    const rows = (await api.request(dataFileEndpoints.rows, { params: { fileId: id } })).data;
    expect(rows.columns.map((c) => [c.label, c.name, c.type])).toEqual([
      ['Month', 'month', 'date'],
      ['Revenue', 'revenue', 'decimal'],
      ['Note', 'note', 'boolean'],
    ]);
    expect(rows.rows).toHaveLength(2);
    const saved = await api.request(dataFileEndpoints.update, {
      params: { fileId: id },
      body: { tableName: 'monthly', columns: [{ name: 'note', type: 'text' }] },
    });
    expect(saved.data).toMatchObject({ tableName: 'monthly' });
    await expect(
      api.request(dataFileEndpoints.update, {
        params: { fileId: id },
        body: { columns: [{ name: 'month', type: 'integer' }] },
      }),
    ).rejects.toBeInstanceOf(ApiFailure);
    await api.request(dataFileEndpoints.remove, { params: { fileId: id } });
    const after = (await api.request(dataFileEndpoints.list, { params: { projectId } })).data;
    expect(after.map((f) => f.id)).not.toContain(id);
  });
});
