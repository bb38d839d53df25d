import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// Singular table names, keys called `id`, an abbreviated quantity and created/updated stamps.
const SCHEMA = [
  'CREATE TABLE supplier (id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL, country VARCHAR(40) NOT NULL, rating NUMERIC(2,1) NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE warehouse (id INTEGER PRIMARY KEY, code VARCHAR(8) NOT NULL, city VARCHAR(40) NOT NULL, capacity INTEGER NOT NULL)',
  'CREATE TABLE product (id INTEGER PRIMARY KEY, sku VARCHAR(12) NOT NULL, name VARCHAR(80) NOT NULL, category VARCHAR(30) NOT NULL, unit_cost NUMERIC(8,2) NOT NULL, unit_price NUMERIC(8,2) NOT NULL, discontinued BOOLEAN NOT NULL, supplier_id INTEGER NOT NULL REFERENCES supplier(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE purchase_order (id INTEGER PRIMARY KEY, supplier_id INTEGER NOT NULL REFERENCES supplier(id), warehouse_id INTEGER NOT NULL REFERENCES warehouse(id), ordered_at TIMESTAMP NOT NULL, expected_at DATE NOT NULL, received_at DATE, status VARCHAR(12) NOT NULL)',
  'CREATE TABLE purchase_order_line (id INTEGER PRIMARY KEY, purchase_order_id INTEGER NOT NULL REFERENCES purchase_order(id), product_id INTEGER NOT NULL REFERENCES product(id), qty INTEGER NOT NULL, unit_cost NUMERIC(8,2) NOT NULL)',
  'CREATE TABLE stock_movement (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id), warehouse_id INTEGER NOT NULL REFERENCES warehouse(id), moved_at TIMESTAMP NOT NULL, qty INTEGER NOT NULL, reason VARCHAR(12) NOT NULL)',
];

const COUNTRIES = ['China', 'Vietnam', 'Mexico', 'Poland', 'Turkey', 'India'];
const CATEGORIES = ['Fasteners', 'Tools', 'Electrical', 'Plumbing', 'Paint', 'Safety'];
const WAREHOUSES: [string, string, number][] = [
  ['LYS1', 'Lyon', 12000],
  ['LYS2', 'Lyon', 8000],
  ['HAM1', 'Hamburg', 20000],
  ['MIL1', 'Milan', 9000],
  ['VAL1', 'Valencia', 15000],
];
const STATUSES = ['received', 'received', 'received', 'open', 'cancelled'];
const REASONS = ['sale', 'sale', 'sale', 'purchase', 'adjustment', 'return'];

/**
 * A hardware distributor's rows: 40 suppliers, 5 warehouses, 400 products, 1,500 purchase orders
 * with their lines, and 8,000 stock movements.
 */
export function inventoryRows() {
  const r = seeded(9001);
  const stamp = (from: string, span: number) =>
    `${day(from, r.int(0, span))} ${String(r.int(0, 23)).padStart(2, '0')}:00:00`;
  const supplier = Array.from({ length: 40 }, (_, i) => [
    i + 1,
    `Supplier ${i + 1}`,
    r.next() < 0.35 ? 'China' : r.pick(COUNTRIES),
    r.int(20, 50) / 10,
    stamp('2018-01-01', 1500),
    stamp('2024-01-01', 600),
  ]);
  const warehouse = WAREHOUSES.map(([code, city, capacity], i) => [i + 1, code, city, capacity]);
  const product = Array.from({ length: 400 }, (_, i) => {
    const cost = r.int(1, 200) + 0.5;
    return [
      i + 1,
      `SKU-${String(i + 1).padStart(5, '0')}`,
      `Item ${i + 1}`,
      r.next() < 0.3 ? 'Fasteners' : r.pick(CATEGORIES),
      cost,
      Math.round(cost * (1.3 + r.next()) * 100) / 100,
      r.next() < 0.12,
      r.next() < 0.2 ? r.int(1, 5) : r.int(1, 40),
      stamp('2019-01-01', 2000),
      stamp('2024-06-01', 400),
    ];
  });
  const purchase_order: (string | number | null)[][] = [];
  const purchase_order_line: number[][] = [];
  for (let i = 0; i < 1500; i++) {
    const ordered = day('2023-01-01', r.int(0, 1050));
    const status = r.pick(STATUSES);
    purchase_order.push([
      i + 1,
      r.next() < 0.2 ? r.int(1, 5) : r.int(1, 40),
      r.int(1, WAREHOUSES.length),
      `${ordered} 09:00:00`,
      day(ordered, 21),
      status === 'received' ? day(ordered, r.int(5, 40)) : null,
      status,
    ]);
    for (let k = r.int(1, 6); k > 0; k--) {
      const p = product[r.int(0, product.length - 1)]!;
      purchase_order_line.push([
        purchase_order_line.length + 1,
        i + 1,
        Number(p[0]),
        r.int(10, 500),
        Number(p[4]),
      ]);
    }
  }
  const stock_movement = Array.from({ length: 8000 }, (_, i) => {
    const reason = r.pick(REASONS);
    const qty = r.int(1, 80);
    return [
      i + 1,
      r.next() < 0.2 ? r.int(1, 30) : r.int(1, 400),
      r.next() < 0.4 ? 3 : r.int(1, WAREHOUSES.length),
      stamp('2023-01-01', 1050),
      reason === 'sale' ? -qty : qty,
      reason,
    ];
  });
  return { supplier, warehouse, product, purchase_order, purchase_order_line, stock_movement };
}

/** Creates the distributor's tables and fills them through `run`. */
export const fillInventory = (run: RunStatement) => fillDatabase(run, SCHEMA, inventoryRows());

/** The distributor into a scratch PostgreSQL database of its own, dropped first. */
export const loadInventory = (database: string) => loadScratchDatabase(database, fillInventory);
