// Data files: DuckDB (the project's own file) against a PGlite per project, on generated sales CSVs.
// Prints import MB/s, RSS growth and a grouped query's p50/p95. Not a test: read the numbers.

import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { importTable } from '../src/server/insights/dataFiles/importTable.ts';
import { createProjectDatabases } from '../src/server/insights/dataFiles/projectDatabase.ts';
import { readDataFile } from '../src/server/insights/dataFiles/readDataFile.ts';

const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const PRODUCTS = ['Chair', 'Desk', 'Lamp', 'Shelf', 'Sofa', 'Table', 'Stool', 'Cabinet'];

/** A sales CSV of `rows` rows (order_id, order_date, region, product, quantity, unit_price, customer). */
export async function writeSalesCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  out.write('order_id,order_date,region,product,quantity,unit_price,customer\n');
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let batch = '';
  for (let i = 1; i <= rows; i++) {
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 730) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    batch += `${i},${day},${REGIONS[i % 5]},${PRODUCTS[Math.floor(next() * 8)]},${1 + Math.floor(next() * 9)},${(5 + next() * 495).toFixed(2)},"Customer ${Math.floor(next() * 50_000)}, Ltd"\n`;
    if (i % 10_000 === 0) {
      if (!out.write(batch)) await once(out, 'drain');
      batch = '';
    }
  }
  out.end(batch);
  await once(out, 'finish');
}

const GROUPED_DUCKDB = `SELECT region, strftime(order_date, '%Y-%m') AS month, SUM(quantity * unit_price) AS revenue
  FROM sales GROUP BY 1, 2 ORDER BY 2, 1`;
const GROUPED_PG = `SELECT region, to_char(order_date, 'YYYY-MM') AS month, SUM(quantity * unit_price) AS revenue
  FROM sales GROUP BY 1, 2 ORDER BY 2, 1`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function timed(runs: number, run: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

/** Peak resident memory above the start while `work` runs, sampled every 25 ms. */
async function withRss<T>(work: () => Promise<T>): Promise<{ result: T; rssGrowthMb: number }> {
  globalThis.gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 25);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, rssGrowthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/** The product's own import path: CSV staged as text by DuckDB's reader → inferred, typed table. */
export async function benchDuckDbImport(csv: string, dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const databases = createProjectDatabases(dataDir);
  const project = 'bench';
  const megabytes = statSync(csv).size / 1024 / 1024;
  const start = performance.now();
  const { result: rowCount, rssGrowthMb } = await withRss(() =>
    databases.withFileAccess(project, (c) =>
      readDataFile(csv, 'sales.csv', async (tables) => {
        let rows = 0;
        for await (const table of tables) {
          const imported = await importTable(c, table, {
            skipBadRows: false,
            maxRows: 50_000_000,
            sampleRows: 1000,
            exactWidth: true,
            fileAccess: true,
          });
          await c.run(`DROP TABLE IF EXISTS sales`);
          await c.run(`ALTER TABLE ${imported.tempName} RENAME TO sales`);
          rows += imported.rowCount;
        }
        return rows;
      }),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  const query = await timed(20, () =>
    databases.withTimeLimit(project, (c) => c.runAndReadAll(GROUPED_DUCKDB)),
  );
  await databases.closeAll();
  return { megabytes, seconds, mbPerSecond: megabytes / seconds, rowCount, rssGrowthMb, query };
}

/** A PGlite per project, fed by COPY (its fastest bulk path; the file is handed over as one blob). */
export async function benchPgliteImport(csv: string, dataDir: string) {
  const megabytes = statSync(csv).size / 1024 / 1024;
  const start = performance.now();
  const { result: db, rssGrowthMb } = await withRss(async () => {
    const pg = await PGlite.create(join(dataDir, 'pglite-bench'));
    await pg.exec(`CREATE TABLE sales (order_id bigint, order_date date, region text, product text,
      quantity bigint, unit_price float8, customer text)`);
    await pg.query(`COPY sales FROM '/dev/blob' WITH (FORMAT csv, HEADER true)`, [], {
      blob: new Blob([readFileSync(csv)]),
    });
    return pg;
  });
  const seconds = (performance.now() - start) / 1000;
  const query = await timed(20, () => db.query(GROUPED_PG));
  await db.close();
  return { megabytes, seconds, mbPerSecond: megabytes / seconds, rssGrowthMb, query };
}

const fmt = (f: { megabytes: number; seconds: number; mbPerSecond: number; rssGrowthMb: number }) =>
  `${f.megabytes.toFixed(1)} MB in ${f.seconds.toFixed(1)} s = ${f.mbPerSecond.toFixed(1)} MB/s, RSS +${f.rssGrowthMb.toFixed(0)} MB`;

/** Rows of the generated sales CSV that make about 100 MB. */
const ROWS_PER_100_MB = 1_750_000;

/** The figures `npm run bench` prints: a 100 MB import and the grouped query on 1,000,000 rows. */
export async function benchDataFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-data-files-'));
  try {
    const large = join(dir, 'large.csv');
    await writeSalesCsv(large, ROWS_PER_100_MB);
    const largeFigures = await benchDuckDbImport(large, join(dir, 'large'));
    rmSync(large, { force: true });
    const million = join(dir, 'million.csv');
    await writeSalesCsv(million, 1_000_000);
    return { large: largeFigures, million: await benchDuckDbImport(million, join(dir, 'million')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `benchDataFiles` in a process of its own, so the RSS growth is the import's alone and not hidden
 * by memory an earlier bench section left behind.
 */
export function benchDataFilesApart(): Promise<Awaited<ReturnType<typeof benchDataFiles>>> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--figures'],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--figures')) {
  process.stdout.write(JSON.stringify(await benchDataFiles()));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-data-files-'));
  try {
    const csv = join(dir, 'sales.csv');
    await writeSalesCsv(csv, 1_000_000);
    const engine = process.argv[2];
    if (engine !== 'pglite') {
      const d = await benchDuckDbImport(csv, dir);
      console.log(
        `DuckDB: import ${fmt(d)}; grouped query p50 ${d.query.p50.toFixed(1)} ms, p95 ${d.query.p95.toFixed(1)} ms`,
      );
    }
    if (engine !== 'duckdb') {
      const p = await benchPgliteImport(csv, dir);
      console.log(
        `PGlite: import ${fmt(p)}; grouped query p50 ${p.query.p50.toFixed(1)} ms, p95 ${p.query.p95.toFixed(1)} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
