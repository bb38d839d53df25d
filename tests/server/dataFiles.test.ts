import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOM_CSV, LATIN1_SEMICOLON, REVENUE_BY_MONTH, SALES_CSV, workbook } from './dataFileFixtures.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const MAX_ROWS = 40;
const MAX_BYTES = 64 * 1024;

describe.each(databaseKinds)('data files on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let other: string;
  let projectId: string;

  const upload = async (
    name: string,
    bytes: Buffer | string,
    opts: { as?: string; path?: string; query?: string } = {},
  ) => {
    const form = new FormData();
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    const res = await fetch(
      `${server.url}${opts.path ?? `/api/data/files/project/${projectId}`}${opts.query ?? ''}`,
      { method: 'POST', headers: { Authorization: `Bearer ${opts.as ?? token}` }, body: form },
    );
    return { status: res.status, body: (await res.json()) as any };
  };
  const newProject = async (name: string, as = token) =>
    (await server.call('POST', '/api/data/projects', { token: as, body: { name } })).body.data.id as string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      dataFileMaxRows: MAX_ROWS,
      dataFileSampleRows: 20,
      maxUploadBytes: MAX_BYTES,
    });
    token = (await signUpAndIn(server)).token;
    other = (await signUpAndIn(server)).token;
    projectId = await newProject('Shop');
  }, 180_000);
  afterAll(() => server?.stop());

  it('imports a CSV with cleaned names and inferred types, lists it and shows its first rows', async () => {
    const up = await upload('Sales 2024.csv', SALES_CSV);
    expect(up.status).toBe(201);
    const [file] = up.body.data.files;
    expect(file).toMatchObject({
      fileName: 'Sales 2024.csv',
      tableName: 'sales_2024',
      format: 'csv',
      encoding: 'UTF-8',
      delimiter: ',',
      rowCount: 12,
      status: 'ready',
      columns: [
        { name: 'order_date', label: 'Order Date', type: 'date' },
        { name: 'region', label: 'Region', type: 'text' },
        { name: 'revenue', label: 'Revenue', type: 'integer' },
        { name: 'units', label: 'Units', type: 'integer' },
      ],
    });
    const list = await server.call('GET', `/api/data/files/project/${projectId}`, { token });
    expect(list.body.data.map((f: { tableName: string }) => f.tableName)).toContain('sales_2024');
    const rows = await server.call('GET', `/api/data/files/${file.id}/rows`, { token });
    expect(rows.status).toBe(200);
    expect(rows.body.data.rowCount).toBe(12);
    expect(rows.body.data.rows[0]).toEqual({
      order_date: '2024-01-05',
      region: 'North',
      revenue: 5,
      units: 1,
    });
  });

  it("answers 'revenue by month' over the files with the right numbers, through the Files source", async () => {
    const catalog = await server.call('GET', `/api/data/projects/${projectId}/catalog`, { token });
    const files = catalog.body.data.connections.find(
      (c: { connectionId: string }) => c.connectionId === 'files',
    );
    expect(files).toMatchObject({ name: 'Files', type: 'FILES' });
    expect(files.tables.map((t: { name: string }) => t.name)).toContain('sales_2024');
    const generated = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: { projectId, dataSource: 'files', description: 'revenue by month', moduleType: 'line' },
    });
    expect(generated.status).toBe(200);
    expect(generated.body.data.query).toMatch(/strftime/);
    const { body } = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        dataSource: 'files',
        description: 'x',
        moduleType: 'table',
        sql: generated.body.data.query,
      },
    });
    const rows = JSON.stringify(body.data.generatedContent);
    for (const [month, total] of Object.entries(REVENUE_BY_MONTH)) {
      expect(rows).toContain(month);
      expect(rows).toContain(String(total));
    }
    expect(generated.body.data.rowCount).toBe(3);
  });

  it('regenerates from a corrected plan over the files, without reading the description again', async () => {
    const first = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: { projectId, dataSource: 'files', description: 'revenue by region', moduleType: 'chart' },
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.alternatives).toEqual(expect.any(Array));
    const edited = {
      ...first.body.data.plan,
      measure: { ...first.body.data.plan.measure, aggregate: 'avg' },
    };
    const corrected = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId,
        dataSource: 'files',
        description: 'words it would refuse',
        moduleType: 'chart',
        plan: edited,
      },
    });
    expect(corrected.status, corrected.body.message).toBe(200);
    expect(corrected.body.data.interpretation).toMatch(/^Average revenue, per region/);
    expect(corrected.body.data.query).toMatch(/avg\(/i);
  });

  it('joins two files by their id columns, taking each row once when the ids repeat', async () => {
    const shop = await newProject('Two files');
    const customers = 'Customer ID,Name,City\n1,Ana,Lisbon\n2,Bo,Porto\n3,Cy,Lisbon\n';
    const orders = 'Order ID,Customer ID,Amount\n10,1,5\n11,1,7\n12,2,11\n13,3,13\n';
    expect(
      (await upload('customers.csv', customers, { path: `/api/data/files/project/${shop}` })).status,
    ).toBe(201);
    expect((await upload('orders.csv', orders, { path: `/api/data/files/project/${shop}` })).status).toBe(
      201,
    );
    const byCity = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId: shop,
        dataSource: 'files',
        description: 'Total amount by city',
        moduleType: 'table',
      },
    });
    expect(byCity.status, byCity.body.message).toBe(200);
    expect(byCity.body.data.query).toMatch(/JOIN "customers"/i);
    const rows = JSON.stringify(byCity.body.data.generatedContent);
    expect(rows).toMatch(/Lisbon[^\]]*25/);
    expect(rows).toMatch(/Porto[^\]]*11/);

    // Ids that repeat are no key: each order is still taken once, through the gate's subquery.
    const repeated = await newProject('Repeated ids');
    const twice = `${customers}3,Cy again,Porto\n`;
    await upload('customers.csv', twice, { path: `/api/data/files/project/${repeated}` });
    await upload('orders.csv', orders, { path: `/api/data/files/project/${repeated}` });
    const once = await server.call('POST', '/api/data/modules/generate', {
      token,
      body: {
        projectId: repeated,
        dataSource: 'files',
        description: 'Total amount by city',
        moduleType: 'table',
      },
    });
    expect(once.status, once.body.message).toBe(200);
    expect(once.body.data.query).toMatch(/SELECT DISTINCT t0\."order_id"/);
  });

  it('refuses SQL that reaches outside the project tables, through the gate', async () => {
    for (const sql of [
      "SELECT * FROM read_csv('/etc/passwd')",
      "SELECT * FROM '/etc/passwd'",
      'DROP TABLE sales_2024',
    ]) {
      const res = await server.call('POST', '/api/data/modules/generate', {
        token,
        body: { projectId, dataSource: 'files', description: 'x', moduleType: 'table', sql },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/cannot run/);
    }
  });

  it('reads semicolons, quoted fields and windows-1252, and a UTF-8 BOM', async () => {
    const latin = await upload('clients.csv', LATIN1_SEMICOLON);
    expect(latin.status).toBe(201);
    expect(latin.body.data.files[0]).toMatchObject({ encoding: 'windows-1252', delimiter: ';', rowCount: 2 });
    const rows = await server.call('GET', `/api/data/files/${latin.body.data.files[0].id}/rows`, { token });
    expect(rows.body.data.rows[0]).toMatchObject({ nom: 'Dupont; Jean', ville: 'Orléans' });
    expect(rows.body.data.rows[1]).toMatchObject({ nom: 'Müller', ville: 'Zürich' });
    const bom = await upload('bom.csv', BOM_CSV);
    expect(bom.body.data.files[0].columns[0]).toMatchObject({ name: 'name', label: 'name' });
    const bomRows = await server.call('GET', `/api/data/files/${bom.body.data.files[0].id}/rows`, { token });
    expect(bomRows.body.data.rows[0]).toEqual({ name: 'Åsa', amount: 3 });
  });

  it('imports each sheet of a workbook as a table, and JSON arrays and JSON lines', async () => {
    const book = await workbook([
      {
        name: 'Orders',
        rows: [
          ['Id', 'Total', 'Paid'],
          [1, 9.5, true],
          [2, 3.25, false],
        ],
      },
      {
        name: 'People',
        rows: [
          ['Name', 'Joined'],
          ['Ann', new Date(Date.UTC(2024, 4, 1))],
        ],
      },
    ]);
    const xlsx = await upload('book.xlsx', book);
    expect(xlsx.status).toBe(201);
    expect(
      xlsx.body.data.files.map((f: { tableName: string; sheetName: string }) => [f.tableName, f.sheetName]),
    ).toEqual([
      ['book_orders', 'Orders'],
      ['book_people', 'People'],
    ]);
    expect(xlsx.body.data.files[0].columns.map((c: { type: string }) => c.type)).toEqual([
      'integer',
      'decimal',
      'boolean',
    ]);
    expect(xlsx.body.data.files[1].columns[1].type).toBe('date');

    const json = await upload(
      'items.json',
      JSON.stringify([
        { sku: 'a', qty: 2 },
        { sku: 'b', qty: 3, note: { x: 1 } },
      ]),
    );
    expect(json.body.data.files[0]).toMatchObject({ format: 'json', rowCount: 2 });
    expect(json.body.data.files[0].columns.map((c: { name: string }) => c.name)).toEqual([
      'sku',
      'qty',
      'note',
    ]);
    const lines = await upload('events.jsonl', '{"kind":"view","n":1}\n{"kind":"buy","n":2.5}\n');
    expect(lines.body.data.files[0]).toMatchObject({ format: 'jsonl', rowCount: 2 });
    expect(lines.body.data.files[0].columns[1].type).toBe('decimal');
  });

  it('refuses bad files with a clear message and changes nothing', async () => {
    const before = (await server.call('GET', `/api/data/files/project/${projectId}`, { token })).body.data
      .length;
    const ragged = await upload('ragged.csv', 'a,b\n1,2\n3\n4,5,6\n7,8\n');
    expect(ragged.status).toBe(422);
    expect(ragged.body.message).toMatch(/2 rows .*lines 3, 4/);
    expect(ragged.body.data).toEqual({ badRows: { count: 2, lines: [3, 4] } });
    const empty = await upload('empty.csv', '');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toMatch(/empty/);
    const binary = await upload('photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]));
    expect(binary.status).toBe(422);
    expect(binary.body.message).toMatch(/not text/);
    const merged = await upload(
      'merged.xlsx',
      await workbook([
        {
          name: 'Q',
          rows: [
            ['Quarter', null, 'Total'],
            ['Q1', 'x', 3],
          ],
          merge: 'A1:B1',
        },
      ]),
    );
    expect(merged.status).toBe(422);
    expect(merged.body.message).toMatch(/merged header cells in row 1/);
    const tooMany = await upload(
      'many.csv',
      ['n', ...Array.from({ length: MAX_ROWS + 1 }, (_, i) => i)].join('\n'),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toMatch(/more than 40 rows/);
    const tooLarge = await upload('big.csv', `a\n${'x\n'.repeat(MAX_BYTES)}`);
    expect(tooLarge.status).toBe(413);
    const unknown = await upload('notes.pdf', 'a');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/CSV, TSV, XLSX, JSON/);
    const after = (await server.call('GET', `/api/data/files/project/${projectId}`, { token })).body.data
      .length;
    expect(after).toBe(before);
  });

  it('skips ragged rows on request, names blank and repeated headers, and falls back to text when a value breaks a type', async () => {
    const skipped = await upload('ragged.csv', 'a,b\n1,2\n3\n4,5,6\n7,8\n', { query: '?skipBadRows=true' });
    expect(skipped.status).toBe(201);
    expect(skipped.body.data.files[0].rowCount).toBe(2);
    expect(skipped.body.data.notices).toContain('2 rows were skipped for having the wrong number of fields.');
    const headers = await upload('headers.csv', 'City,,city\nOslo,1,x\n');
    expect(headers.body.data.files[0].columns.map((c: { name: string }) => c.name)).toEqual([
      'city',
      'column_2',
      'city_2',
    ]);
    expect(headers.body.data.notices.join(' ')).toMatch(/Column 2 had no header.*'City' appears 2 times/);
    const broken = await upload(
      'codes.csv',
      ['code', ...Array.from({ length: 30 }, (_, i) => i), 'n/a'].join('\n'),
    );
    expect(broken.body.data.files[0].columns[0].type).toBe('text');
    expect(broken.body.data.notices[0]).toMatch(/'code' looked like integer but line 32 holds 'n\/a'/);
    // A blank line and a quoted line break: the notice still names the file's own line.
    const spaced = await upload(
      'spaced.csv',
      ['code,note', ...Array.from({ length: 30 }, (_, i) => `${i},a`), '', '31,"two\nlines"', 'n/a,x'].join(
        '\n',
      ),
    );
    expect(spaced.body.data.notices[0]).toMatch(/'code' looked like integer but line 35 holds 'n\/a'/);
  });

  it('changes a type when every value converts, refuses it with a count otherwise, and renames the table', async () => {
    const up = await upload('mixed.csv', 'id,score,label\n1,10,a\n2,20,b\n3,30,7\n');
    const file = up.body.data.files[0];
    const toText = await server.call('PUT', `/api/data/files/${file.id}`, {
      token,
      body: { columns: [{ name: 'score', type: 'text' }] },
    });
    expect(toText.status).toBe(200);
    expect(toText.body.data.columns[1].type).toBe('text');
    const back = await server.call('PUT', `/api/data/files/${file.id}`, {
      token,
      body: { columns: [{ name: 'score', type: 'decimal' }] },
    });
    expect(back.body.data.columns[1].type).toBe('decimal');
    const refused = await server.call('PUT', `/api/data/files/${file.id}`, {
      token,
      body: { columns: [{ name: 'label', type: 'integer' }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "2 values of 'label' cannot be read as integer; the type was not changed.",
    );
    const renamed = await server.call('PUT', `/api/data/files/${file.id}`, {
      token,
      body: { tableName: 'Scores 2024' },
    });
    expect(renamed.body.data.tableName).toBe('scores_2024');
    const clash = await server.call('PUT', `/api/data/files/${file.id}`, {
      token,
      body: { tableName: 'sales_2024' },
    });
    expect(clash.status).toBe(409);
    const rows = await server.call('GET', `/api/data/files/${file.id}/rows`, { token });
    expect(rows.body.data.rows[2]).toEqual({ id: 3, score: 30, label: '7' });
  });

  it('re-imports a file into the same table and deletes it with its table', async () => {
    const up = await upload('stock.csv', 'item,qty\nnail,5\n');
    const file = up.body.data.files[0];
    const form = new FormData();
    form.append('file', new Blob(['item,qty,bin\nnail,7,A\nscrew,9,B\n']), 'stock.csv');
    const again = await fetch(`${server.url}/api/data/files/${file.id}/reimport`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await again.json()) as any;
    expect(again.status).toBe(200);
    expect(body.data.files[0]).toMatchObject({ id: file.id, tableName: 'stock', rowCount: 2 });
    const removed = await server.call('DELETE', `/api/data/files/${file.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await server.call('GET', `/api/data/files/${file.id}/rows`, { token })).status).toBe(404);
    const catalog = await server.call('GET', `/api/data/projects/${projectId}/catalog`, { token });
    const files = catalog.body.data.connections.find(
      (c: { connectionId: string }) => c.connectionId === 'files',
    );
    expect(files.tables.map((t: { name: string }) => t.name)).not.toContain('stock');
  });

  it("answers 404 for another user's project and files, on every endpoint", async () => {
    const mine = (await upload('private.csv', 'a\n1\n')).body.data.files[0];
    expect((await server.call('GET', `/api/data/files/project/${projectId}`, { token: other })).status).toBe(
      404,
    );
    expect((await upload('x.csv', 'a\n1\n', { as: other })).status).toBe(404);
    expect((await server.call('GET', `/api/data/files/${mine.id}/rows`, { token: other })).status).toBe(404);
    expect(
      (
        await server.call('PUT', `/api/data/files/${mine.id}`, {
          token: other,
          body: { tableName: 'stolen' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await upload('x.csv', 'a\n1\n', { as: other, path: `/api/data/files/${mine.id}/reimport` })).status,
    ).toBe(404);
    expect((await server.call('DELETE', `/api/data/files/${mine.id}`, { token: other })).status).toBe(404);
    const generated = await server.call('POST', '/api/data/modules/generate', {
      token: other,
      body: { projectId, dataSource: 'files', description: 'number of private', moduleType: 'kpi' },
    });
    expect(generated.status).toBe(404);
    expect((await server.call('GET', `/api/data/files/${mine.id}/rows`, { token })).status).toBe(200);
  });

  it("removes the project's files database with the project", async () => {
    const doomed = await newProject('Doomed');
    await upload('a.csv', 'a\n1\n', { path: `/api/data/files/project/${doomed}` });
    const path = join(server.config.dataDir, 'datafiles', `${doomed}.duckdb`);
    expect(existsSync(path)).toBe(true);
    expect((await server.call('DELETE', `/api/data/projects/${doomed}`, { token })).status).toBe(200);
    expect(existsSync(path)).toBe(false);
  });
});
