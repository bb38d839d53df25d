import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';

/**
 * A small retail database of our own (stores, customers, products, orders, order items), loaded
 * identically into the machine's PostgreSQL and MariaDB so generated numbers can be checked
 * against the same aggregate run directly.
 */
export const postgresAdminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const mysqlAdmin = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
export const READER = { username: 'insights_reader', password: 'Reader#Pass1' };

/** A deterministic pseudo-random sequence, so every run loads the same rows. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export function shopRows() {
  const rnd = sequence(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const stores = [
    [1, 'Harbour Street', 'Lisbon'],
    [2, 'Old Town', 'Porto'],
    [3, 'Riverside', 'Lisbon'],
    [4, 'Airport', 'Faro'],
  ] as const;
  const countries = ['Portugal', 'Spain', 'France', 'Germany', 'Ireland'] as const;
  const segments = ['Retail', 'Wholesale', 'Hospitality'] as const;
  const customers = Array.from({ length: 24 }, (_, i) => [
    i + 1,
    `Customer ${String.fromCharCode(65 + (i % 26))}${i + 1}`,
    pick(countries),
    pick(segments),
    `2021-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  ]);
  const products = [
    [1, 'Sourdough Loaf', 'Bread', 4.5],
    [2, 'Rye Loaf', 'Bread', 5.25],
    [3, 'Croissant', 'Pastry', 1.8],
    [4, 'Pastel de Nata', 'Pastry', 1.3],
    [5, 'Espresso Beans', 'Coffee', 12.9],
    [6, 'Filter Coffee', 'Coffee', 9.75],
    [7, 'Olive Oil', 'Pantry', 14.2],
    [8, 'Sea Salt', 'Pantry', 3.6],
  ] as const;
  const channels = ['Online', 'In store', 'Phone'] as const;
  const statuses = ['Paid', 'Paid', 'Paid', 'Refunded'] as const;
  const orders: (string | number)[][] = [];
  const items: (string | number)[][] = [];
  let itemId = 1;
  for (let o = 1; o <= 240; o++) {
    const year = rnd() < 0.5 ? 2022 : 2023;
    const date = `${year}-${String(Math.floor(rnd() * 12) + 1).padStart(2, '0')}-${String(Math.floor(rnd() * 28) + 1).padStart(2, '0')}`;
    orders.push([
      o,
      Math.floor(rnd() * customers.length) + 1,
      pick(stores)[0],
      date,
      pick(channels),
      pick(statuses),
      // Charged once per order: a measure at the order's grain, not the lines'.
      Number((2.5 + ((o * 37) % 900) / 100).toFixed(2)),
    ]);
    const lines = 1 + Math.floor(rnd() * 3);
    for (let l = 0; l < lines; l++) {
      const product = pick(products);
      const quantity = 1 + Math.floor(rnd() * 9);
      const discount = Math.round(rnd() * 20) / 100;
      const revenue = Math.round(quantity * product[3] * (1 - discount) * 100 + Math.floor(rnd() * 97)) / 100;
      items.push([itemId++, o, product[0], quantity, revenue, discount]);
    }
  }
  return { stores, customers, products, orders, items };
}

const DDL = (engine: 'pg' | 'mysql') => {
  const money = 'NUMERIC(10,2)';
  const fk = (col: string, table: string, ref: string) =>
    engine === 'pg'
      ? `${col} INTEGER NOT NULL REFERENCES ${table}(${ref})`
      : `${col} INTEGER NOT NULL, FOREIGN KEY (${col}) REFERENCES ${table}(${ref})`;
  return [
    'CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name VARCHAR(80) NOT NULL, city VARCHAR(80) NOT NULL)',
    'CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name VARCHAR(80) NOT NULL, country VARCHAR(40) NOT NULL, segment VARCHAR(40) NOT NULL, signup_date DATE NOT NULL)',
    `CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name VARCHAR(80) NOT NULL, category VARCHAR(40) NOT NULL, unit_price ${money} NOT NULL)`,
    `CREATE TABLE orders (order_id INTEGER PRIMARY KEY, ${fk('customer_id', 'customers', 'customer_id')}, ${fk('store_id', 'stores', 'store_id')}, order_date DATE NOT NULL, channel VARCHAR(20) NOT NULL, status VARCHAR(20) NOT NULL, shipping_cost ${money} NOT NULL)`,
    `CREATE TABLE order_items (item_id INTEGER PRIMARY KEY, ${fk('order_id', 'orders', 'order_id')}, ${fk('product_id', 'products', 'product_id')}, quantity INTEGER NOT NULL, revenue ${money} NOT NULL, discount ${money} NOT NULL)`,
  ];
};

function inserts() {
  const r = shopRows();
  const sqlValue = (v: string | number) =>
    typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`;
  const insert = (table: string, rows: readonly (readonly (string | number)[])[]) =>
    `INSERT INTO ${table} VALUES ${rows.map((row) => `(${row.map(sqlValue).join(', ')})`).join(', ')}`;
  return [
    insert('stores', r.stores),
    insert('customers', r.customers),
    insert('products', r.products),
    insert('orders', r.orders),
    insert('order_items', r.items),
  ];
}

export interface ShopDatabase {
  engine: 'POSTGRES' | 'MYSQL';
  connection: {
    name: string;
    type: 'POSTGRES' | 'MYSQL';
    host: string;
    port: number;
    username: string;
    password: string;
    databaseName: string;
  };
  /** Runs SQL directly, as the owner (not through the API). */
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createPostgresShop(): Promise<ShopDatabase> {
  const name = `shop_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  for (const statement of [...DDL('pg'), ...inserts()]) await client.query(statement);
  await client.query('ANALYZE');
  return {
    engine: 'POSTGRES',
    connection: {
      name: 'Shop (PostgreSQL)',
      type: 'POSTGRES',
      host: url.hostname,
      port: Number(url.port || 5432),
      username: url.username || 'postgres',
      password: 'any',
      databaseName: name,
    },
    query: async (sql) => (await client.query(sql)).rows,
    async drop() {
      await client.end();
      const c = new pg.Client({ connectionString: postgresAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createMysqlShop(): Promise<ShopDatabase> {
  const name = `shop_${randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection(mysqlAdmin);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.query(`CREATE USER IF NOT EXISTS '${READER.username}'@'%' IDENTIFIED BY '${READER.password}'`);
  await admin.query(
    `CREATE USER IF NOT EXISTS '${READER.username}'@'localhost' IDENTIFIED BY '${READER.password}'`,
  );
  // All rights on its database: the read-only layers, not missing grants, must keep the data safe.
  await admin.query(`GRANT ALL ON ${name}.* TO '${READER.username}'@'%'`);
  await admin.query(`GRANT ALL ON ${name}.* TO '${READER.username}'@'localhost'`);
  await admin.query(`USE ${name}`);
  for (const statement of [...DDL('mysql'), ...inserts()]) await admin.query(statement);
  return {
    engine: 'MYSQL',
    connection: {
      name: 'Shop (MariaDB)',
      type: 'MYSQL',
      host: '127.0.0.1',
      port: 3306,
      username: READER.username,
      password: READER.password,
      databaseName: name,
    },
    query: async <T>(sql: string) => (await admin.query(sql))[0] as T[],
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** Whether MariaDB answers; a loaded CI machine can take seconds to accept, so it asks three times. */
export async function mysqlReachable(): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const c = await mysql.createConnection({ ...mysqlAdmin, connectTimeout: 5000 });
      await c.end();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}
