import {
  day,
  fillDatabase,
  loadScratchDatabase,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A data warehouse in star schema: `dim_` tables described by `fact_` tables, surrogate keys
// (`store_key`), dates as `date_key` integers (20250131) into a date dimension, and no declared
// foreign keys, as warehouses loaded in bulk often have none.
const SCHEMA = [
  'CREATE TABLE dim_date (date_key INTEGER PRIMARY KEY, full_date DATE NOT NULL, year_number SMALLINT NOT NULL, quarter_number SMALLINT NOT NULL, month_number SMALLINT NOT NULL, month_name VARCHAR(9) NOT NULL, day_name VARCHAR(9) NOT NULL, is_weekend BOOLEAN NOT NULL)',
  'CREATE TABLE dim_store (store_key INTEGER PRIMARY KEY, store_code VARCHAR(6) NOT NULL, store_name VARCHAR(40) NOT NULL, city VARCHAR(30) NOT NULL, region VARCHAR(20) NOT NULL, store_format VARCHAR(12) NOT NULL, opened_on DATE NOT NULL)',
  'CREATE TABLE dim_product (product_key INTEGER PRIMARY KEY, sku VARCHAR(10) NOT NULL, product_name VARCHAR(40) NOT NULL, category VARCHAR(20) NOT NULL, unit_cost NUMERIC(6,2) NOT NULL, list_price NUMERIC(6,2) NOT NULL)',
  'CREATE TABLE dim_customer (customer_key INTEGER PRIMARY KEY, loyalty_number VARCHAR(12) NOT NULL, customer_name VARCHAR(60) NOT NULL, loyalty_tier VARCHAR(8) NOT NULL, joined_on DATE NOT NULL)',
  'CREATE TABLE fact_sales (date_key INTEGER NOT NULL, store_key INTEGER NOT NULL, product_key INTEGER NOT NULL, customer_key INTEGER, receipt_number VARCHAR(14) NOT NULL, quantity INTEGER NOT NULL, net_amount NUMERIC(8,2) NOT NULL, discount_amount NUMERIC(8,2) NOT NULL)',
  'CREATE TABLE fact_labour (date_key INTEGER NOT NULL, store_key INTEGER NOT NULL, hours_worked NUMERIC(6,1) NOT NULL, labour_cost NUMERIC(8,2) NOT NULL)',
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CITIES: [string, string][] = [
  ['Leeds', 'North'],
  ['York', 'North'],
  ['Durham', 'North'],
  ['Bristol', 'West'],
  ['Bath', 'West'],
  ['Exeter', 'West'],
  ['Norwich', 'East'],
  ['Cambridge', 'East'],
  ['Brighton', 'South'],
  ['Oxford', 'South'],
];
const FORMATS = ['Café', 'Café', 'Kiosk', 'Drive-thru'];
const PRODUCTS: [string, string, number][] = [
  ['Espresso', 'Coffee', 2.2],
  ['Americano', 'Coffee', 2.6],
  ['Flat White', 'Coffee', 3.1],
  ['Latte', 'Coffee', 3.2],
  ['Cappuccino', 'Coffee', 3.1],
  ['Mocha', 'Coffee', 3.5],
  ['Cortado', 'Coffee', 2.9],
  ['Filter Coffee', 'Coffee', 2.4],
  ['English Breakfast Tea', 'Tea', 2.1],
  ['Earl Grey', 'Tea', 2.2],
  ['Green Tea', 'Tea', 2.3],
  ['Chai Latte', 'Tea', 3.3],
  ['Croissant', 'Bakery', 2.4],
  ['Pain au Chocolat', 'Bakery', 2.6],
  ['Blueberry Muffin', 'Bakery', 2.8],
  ['Cinnamon Bun', 'Bakery', 3.0],
  ['Banana Bread', 'Bakery', 2.7],
  ['Cheese Toastie', 'Bakery', 4.9],
  ['Iced Latte', 'Cold drinks', 3.6],
  ['Cold Brew', 'Cold drinks', 3.4],
  ['Lemonade', 'Cold drinks', 2.9],
  ['Orange Juice', 'Cold drinks', 2.8],
  ['Reusable Cup', 'Merchandise', 9.5],
  ['House Blend Beans', 'Merchandise', 11.0],
  ['Decaf Beans', 'Merchandise', 11.5],
  ['Tote Bag', 'Merchandise', 7.0],
];
const FIRST = ['Amy', 'Ben', 'Cara', 'Dev', 'Ella', 'Finn', 'Gita', 'Hugo', 'Isla', 'Jack', 'Kira', 'Liam'];
const LAST = ['Adams', 'Bell', 'Cole', 'Dale', 'Evans', 'Ford', 'Grant', 'Hayes', 'Irwin', 'Jones'];
const TIERS = ['Bronze', 'Bronze', 'Bronze', 'Silver', 'Silver', 'Gold'];

const keyOf = (date: string) => Number(date.replaceAll('-', ''));

/** The coffee chain's rows: three years of dates, 20 stores, 26 products, 700 members, sales and labour. */
export function coffeeChainRows() {
  const r = seeded(4242);
  const dimDate: Row[] = [];
  for (let i = 0; i < 1096; i++) {
    const date = day('2023-01-01', i);
    const d = new Date(`${date}T00:00:00Z`);
    const month = d.getUTCMonth();
    const weekday = d.getUTCDay();
    dimDate.push([
      keyOf(date),
      date,
      d.getUTCFullYear(),
      Math.floor(month / 3) + 1,
      month + 1,
      MONTHS[month]!,
      DAYS[weekday]!,
      weekday === 0 || weekday === 6,
    ]);
  }
  const dimStore: Row[] = Array.from({ length: 20 }, (_, i) => {
    const [city, region] = CITIES[i % CITIES.length]!;
    const format = r.pick(FORMATS);
    const name = `${city} ${i < CITIES.length ? 'Central' : 'Station'}`;
    return [
      i + 1,
      `S${String(i + 1).padStart(3, '0')}`,
      name,
      city,
      region,
      format,
      day('2016-03-01', r.int(0, 2500)),
    ];
  });
  const dimProduct: Row[] = PRODUCTS.map(([name, category, price], i) => [
    i + 1,
    `SKU-${1000 + i}`,
    name,
    category,
    Math.round(price * (0.25 + 0.2 * r.next()) * 100) / 100,
    price,
  ]);
  const dimCustomer: Row[] = Array.from({ length: 700 }, (_, i) => [
    i + 1,
    `L${String(500000 + i * 7)}`,
    `${r.pick(FIRST)} ${r.pick(LAST)} ${i + 1}`,
    r.pick(TIERS),
    day('2021-01-01', r.int(0, 1700)),
  ]);
  const factSales: Row[] = [];
  let receipt = 0;
  for (let i = 365; i < 1096; i++) {
    const date = day('2023-01-01', i);
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    for (let n = weekend ? 10 : 7; n > 0; n--) {
      receipt++;
      const store = r.int(1, 20);
      const customer = r.next() < 0.55 ? r.int(1, 700) : null;
      for (let line = r.int(1, 3); line > 0; line--) {
        const product = r.int(1, PRODUCTS.length);
        const quantity = r.int(1, 3);
        const gross = quantity * PRODUCTS[product - 1]![2];
        const discount = customer && r.next() < 0.3 ? Math.round(gross * 10) / 100 : 0;
        factSales.push([
          keyOf(date),
          store,
          product,
          customer,
          `R${String(receipt).padStart(8, '0')}`,
          quantity,
          Math.round((gross - discount) * 100) / 100,
          discount,
        ]);
      }
    }
  }
  const factLabour: Row[] = [];
  for (let week = 0; week < 104; week++) {
    const date = day('2024-01-01', week * 7);
    for (let store = 1; store <= 20; store++) {
      const hours = Math.round((60 + r.next() * 80) * 10) / 10;
      factLabour.push([keyOf(date), store, hours, Math.round(hours * (11.5 + r.next() * 2) * 100) / 100]);
    }
  }
  return {
    dim_date: dimDate,
    dim_store: dimStore,
    dim_product: dimProduct,
    dim_customer: dimCustomer,
    fact_sales: factSales,
    fact_labour: factLabour,
  };
}

/** Creates the coffee chain's warehouse tables and fills them through `run`. */
export const fillCoffeeChain = (run: RunStatement) => fillDatabase(run, SCHEMA, coffeeChainRows());

/** The coffee chain into a scratch PostgreSQL database of its own, dropped first. */
export const loadCoffeeChain = (database: string) => loadScratchDatabase(database, fillCoffeeChain);
