import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProjectDatabases,
  type ProjectDatabases,
  ProjectFilesBusy,
} from '../../../src/server/insights/dataFiles/projectDatabase.ts';
import { stageCsvNatively } from '../../../src/server/insights/dataFiles/stageCsvNatively.ts';

const names = { staging: 'staged', raw: 'staged_raw', line: 'line' };
const csvOf = (path: string, delimiter = ',') => ({
  path,
  delimiter,
  lineOfRecord: async (n: number) => n + 2,
});

describe('a project database', () => {
  let dir: string;
  let databases: ProjectDatabases;
  const file = (name: string, text: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'project-database-'));
    databases = createProjectDatabases(dir);
  });
  afterAll(async () => {
    await databases.closeAll();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stages a well-formed CSV with DuckDB’s reader and keeps each record’s ordinal', async () => {
    const path = file('sales.csv', 'region;amount\nNorth;"1,5"\n\nSouth;2\n');
    const staged = await databases.withFileAccess('p1', (c) =>
      stageCsvNatively(c, csvOf(path, ';'), names, 2, 100).then(async (result) => ({
        result,
        rows: (await c.runAndReadAll(`SELECT c0, c1, line FROM staged ORDER BY line`)).getRows(),
      })),
    );
    expect(staged.result).toEqual({ rowCount: 2 });
    expect(staged.rows).toEqual([
      ['North', '1,5', 0n],
      ['South', '2', 1n],
    ]);
  });

  it('leaves to the row-by-row reader a file DuckDB’s strict reader refuses, and stages nothing', async () => {
    const ragged = file('ragged.csv', 'a,b\n1,2\n3\n');
    const latin = file(
      'latin.csv',
      Buffer.concat([Buffer.from('a,b\n1,'), Buffer.from([0xe9]), Buffer.from('\n')]),
    );
    const unterminated = file('quote.csv', 'a,b\n1,"2\n3,4\n');
    for (const path of [ragged, latin, unterminated]) {
      const left = await databases.withFileAccess('p2', async (c) => ({
        result: await stageCsvNatively(c, csvOf(path), names, 2, 100),
        tables: (await c.runAndReadAll(`SELECT count(*) FROM duckdb_tables()`)).getRows()[0]![0],
      }));
      expect(left).toEqual({ result: false, tables: 0n });
    }
  });

  it('refuses a file over the row limit', async () => {
    const path = file('many.csv', `n\n${Array.from({ length: 12 }, (_, i) => i).join('\n')}\n`);
    await expect(
      databases.withFileAccess('p3', (c) => stageCsvNatively(c, csvOf(path), names, 1, 10)),
    ).rejects.toThrow('The file has more than 10 rows, the most a file may have.');
  });

  it('reads files only inside an import: queries afterwards are locked down again', async () => {
    const path = file('secret.csv', 'a\n1\n');
    await databases.withFileAccess('p4', (c) => c.run('CREATE TABLE t AS SELECT 1 AS x'));
    await expect(
      databases.withConnection('p4', (c) => c.runAndReadAll(`SELECT * FROM read_csv('${path}')`)),
    ).rejects.toThrow(/disabled|Permission/i);
    const rows = await databases.withConnection('p4', async (c) =>
      (await c.runAndReadAll('SELECT x FROM t')).getRows(),
    );
    expect(rows).toEqual([[1]]);
  });

  it('lets an import wait for running queries, and queries wait for the import', async () => {
    const order: string[] = [];
    let finishQuery!: () => void;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const running = databases.withConnection('p5', async () => {
      order.push('query starts');
      await new Promise<void>((resolve) => {
        finishQuery = resolve;
        markStarted();
      });
      order.push('query ends');
    });
    // On a busy machine the connection may take a while: the import is queued once the query runs.
    await started;
    const importing = databases.withFileAccess('p5', async (c) => {
      order.push('import');
      await c.run('CREATE TABLE imported AS SELECT 42 AS n');
    });
    const later = databases.withConnection('p5', async (c) => {
      order.push('later query');
      return (await c.runAndReadAll('SELECT n FROM imported')).getRows();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    finishQuery();
    await Promise.all([running, importing]);
    expect(await later).toEqual([[42]]);
    expect(order).toEqual(['query starts', 'query ends', 'import', 'later query']);
  });
});

/** Another server process: opens the file, says so, runs `then` (JavaScript with `db` open) and exits. */
async function anotherProcess(
  path: string,
  then: string,
): Promise<{ child: ChildProcess; output: Promise<string> }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('@duckdb/node-api').DuckDBInstance.create(${JSON.stringify(path)}).then(async (db) => { console.log('open'); ${then} })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let text = '';
  const output = new Promise<string>((resolve) => {
    child.stdout!.on('data', (d) => {
      text += String(d);
    });
    child.on('exit', () => resolve(text));
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('open') && resolve());
    child.on('exit', () => reject(new Error(`the other process could not open the file: ${text}`)));
  });
  return { child, output };
}

describe('a project database shared by several server processes', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'project-database-processes-'));
    mkdirSync(join(dir, 'datafiles'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('waits while another process holds the file, then opens it', async () => {
    const databases = createProjectDatabases(dir, { lockWaitMs: 10_000 });
    const other = await anotherProcess(databases.pathOf('shared'), 'setTimeout(() => process.exit(0), 700);');
    const rows = await databases.withConnection('shared', async (c) =>
      (await c.runAndReadAll('SELECT 42')).getRows(),
    );
    expect(rows).toEqual([[42]]);
    await other.output;
    await databases.closeAll();
  });

  it('says the files are busy when the other process holds them longer than a request waits', async () => {
    const databases = createProjectDatabases(dir, { lockWaitMs: 300 });
    const other = await anotherProcess(databases.pathOf('held'), 'setTimeout(() => process.exit(0), 5000);');
    try {
      const refusal = databases.withConnection('held', async () => 'opened');
      await expect(refusal).rejects.toBeInstanceOf(ProjectFilesBusy);
      await expect(refusal).rejects.toMatchObject({
        status: 503,
        message: "This project's data files are in use by another server process. Try again in a moment.",
      });
    } finally {
      other.child.kill();
      await databases.closeAll();
    }
  });

  it('lets the file go once the project is left alone, so another process can read it', async () => {
    const databases = createProjectDatabases(dir, { idleCloseMs: 150 });
    await databases.withConnection('idle', (c) => c.run('CREATE TABLE t AS SELECT 7 AS n'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const other = await anotherProcess(
      databases.pathOf('idle'),
      "const c = await db.connect(); console.log('n=' + (await c.runAndReadAll('SELECT n FROM t')).getRows()[0][0]); process.exit(0);",
    );
    expect(await other.output).toContain('n=7');
    await databases.closeAll();
  });
});
