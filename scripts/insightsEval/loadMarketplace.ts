import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// Columns carry their table's name ('customer_city', 'order_status'), as many exported datasets do.
const SCHEMA = [
  'CREATE TABLE customers (customer_id VARCHAR(12) PRIMARY KEY, customer_city VARCHAR(40) NOT NULL, customer_state VARCHAR(2) NOT NULL)',
  'CREATE TABLE sellers (seller_id VARCHAR(12) PRIMARY KEY, seller_city VARCHAR(40) NOT NULL, seller_state VARCHAR(2) NOT NULL)',
  'CREATE TABLE products (product_id VARCHAR(12) PRIMARY KEY, product_category_name VARCHAR(40) NOT NULL, product_weight_g INTEGER NOT NULL, product_photos_qty INTEGER NOT NULL)',
  'CREATE TABLE orders (order_id VARCHAR(12) PRIMARY KEY, customer_id VARCHAR(12) NOT NULL REFERENCES customers(customer_id), order_status VARCHAR(12) NOT NULL, order_purchase_timestamp TIMESTAMP NOT NULL, order_delivered_customer_date TIMESTAMP, order_estimated_delivery_date TIMESTAMP NOT NULL)',
  'CREATE TABLE order_items (order_id VARCHAR(12) NOT NULL REFERENCES orders(order_id), order_item_id INTEGER NOT NULL, product_id VARCHAR(12) NOT NULL REFERENCES products(product_id), seller_id VARCHAR(12) NOT NULL REFERENCES sellers(seller_id), price NUMERIC(10,2) NOT NULL, freight_value NUMERIC(10,2) NOT NULL, PRIMARY KEY (order_id, order_item_id))',
  'CREATE TABLE order_payments (order_id VARCHAR(12) NOT NULL REFERENCES orders(order_id), payment_sequential INTEGER NOT NULL, payment_type VARCHAR(20) NOT NULL, payment_installments INTEGER NOT NULL, payment_value NUMERIC(10,2) NOT NULL, PRIMARY KEY (order_id, payment_sequential))',
  'CREATE TABLE order_reviews (review_id VARCHAR(12) PRIMARY KEY, order_id VARCHAR(12) NOT NULL REFERENCES orders(order_id), review_score INTEGER NOT NULL, review_creation_date TIMESTAMP NOT NULL)',
];

const STATES: [string, string[]][] = [
  ['SP', ['sao paulo', 'campinas', 'santos']],
  ['RJ', ['rio de janeiro', 'niteroi']],
  ['MG', ['belo horizonte', 'uberlandia']],
  ['RS', ['porto alegre']],
  ['PR', ['curitiba', 'londrina']],
  ['BA', ['salvador']],
];
const CATEGORIES = [
  'bed_bath_table',
  'health_beauty',
  'sports_leisure',
  'computers_accessories',
  'furniture_decor',
  'housewares',
  'toys',
  'garden_tools',
];
const PAYMENT_TYPES = ['credit_card', 'credit_card', 'credit_card', 'boleto', 'voucher', 'debit_card'];
const STATUSES = [
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'shipped',
  'canceled',
  'processing',
];
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;

/**
 * A marketplace's rows: 700 customers, 80 sellers, 300 products in 8 categories, 3,000 orders with
 * their items, payments and reviews.
 */
export function marketplaceRows() {
  const r = seeded(1618);
  const place = () => {
    const [state, cities] = r.next() < 0.4 ? STATES[0]! : r.pick(STATES);
    return [r.pick(cities), state];
  };
  const customers = Array.from({ length: 700 }, (_, i) => [id('c', i + 1), ...place()]);
  const sellers = Array.from({ length: 80 }, (_, i) => [id('s', i + 1), ...place()]);
  const products = Array.from({ length: 300 }, (_, i) => [
    id('p', i + 1),
    r.next() < 0.25 ? 'bed_bath_table' : r.pick(CATEGORIES),
    r.int(100, 15000),
    r.int(1, 8),
  ]);
  const orders: (string | number | null)[][] = [];
  const order_items: (string | number)[][] = [];
  const order_payments: (string | number)[][] = [];
  const order_reviews: (string | number)[][] = [];
  for (let i = 0; i < 3000; i++) {
    const orderId = id('o', i + 1);
    const bought = day('2023-09-01', r.int(0, 800));
    const status = r.pick(STATUSES);
    const estimated = day(bought, r.int(10, 30));
    const delivered = status === 'delivered' ? day(bought, r.int(2, 35)) : null;
    const hour = String(r.int(0, 23)).padStart(2, '0');
    orders.push([
      orderId,
      id('c', r.next() < 0.1 ? r.int(1, 40) : r.int(1, 700)),
      status,
      `${bought} ${hour}:12:00`,
      delivered ? `${delivered} ${hour}:40:00` : null,
      `${estimated} 00:00:00`,
    ]);
    let total = 0;
    for (let k = 1, n = r.next() < 0.8 ? 1 : r.int(2, 4); k <= n; k++) {
      const price = r.int(9, 400) + 0.9;
      const freight = Math.round((5 + r.next() * 40) * 100) / 100;
      total += price + freight;
      order_items.push([
        orderId,
        k,
        id('p', r.next() < 0.2 ? r.int(1, 30) : r.int(1, 300)),
        id('s', r.next() < 0.3 ? r.int(1, 10) : r.int(1, 80)),
        price,
        freight,
      ]);
    }
    const type = r.pick(PAYMENT_TYPES);
    // Now and then a voucher pays part and a card the rest.
    if (r.next() < 0.08) {
      const part = Math.round(total * 0.3 * 100) / 100;
      order_payments.push([orderId, 1, 'voucher', 1, part]);
      order_payments.push([orderId, 2, 'credit_card', r.int(1, 10), Math.round((total - part) * 100) / 100]);
    } else
      order_payments.push([
        orderId,
        1,
        type,
        type === 'credit_card' ? r.int(1, 10) : 1,
        Math.round(total * 100) / 100,
      ]);
    if (status === 'delivered' && r.next() < 0.9)
      order_reviews.push([
        id('r', order_reviews.length + 1),
        orderId,
        delivered! > estimated ? r.int(1, 3) : r.int(3, 5),
        `${day(delivered!, r.int(0, 5))} 10:00:00`,
      ]);
  }
  return { customers, sellers, products, orders, order_items, order_payments, order_reviews };
}

/** Creates the marketplace's tables and fills them through `run`. */
export const fillMarketplace = (run: RunStatement) => fillDatabase(run, SCHEMA, marketplaceRows());

/** The marketplace into a scratch PostgreSQL database of its own, dropped first. */
export const loadMarketplace = (database: string) => loadScratchDatabase(database, fillMarketplace);
