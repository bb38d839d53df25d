import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// Named in camelCase, keys called numbers and codes rather than ids, as many MySQL schemas are.
const SCHEMA = [
  'CREATE TABLE offices ("officeCode" VARCHAR(10) PRIMARY KEY, city VARCHAR(50) NOT NULL, country VARCHAR(50) NOT NULL, territory VARCHAR(10) NOT NULL)',
  'CREATE TABLE employees ("employeeNumber" INTEGER PRIMARY KEY, "lastName" VARCHAR(50) NOT NULL, "firstName" VARCHAR(50) NOT NULL, "officeCode" VARCHAR(10) NOT NULL REFERENCES offices("officeCode"), "reportsTo" INTEGER REFERENCES employees("employeeNumber"), "jobTitle" VARCHAR(50) NOT NULL)',
  'CREATE TABLE productlines ("productLine" VARCHAR(50) PRIMARY KEY, "textDescription" VARCHAR(400))',
  'CREATE TABLE products ("productCode" VARCHAR(15) PRIMARY KEY, "productName" VARCHAR(70) NOT NULL, "productLine" VARCHAR(50) NOT NULL REFERENCES productlines("productLine"), vintage INTEGER NOT NULL, "quantityInStock" INTEGER NOT NULL, "buyPrice" NUMERIC(10,2) NOT NULL, "MSRP" NUMERIC(10,2) NOT NULL)',
  'CREATE TABLE customers ("customerNumber" INTEGER PRIMARY KEY, "customerName" VARCHAR(50) NOT NULL, "contactLastName" VARCHAR(50) NOT NULL, "contactFirstName" VARCHAR(50) NOT NULL, city VARCHAR(50) NOT NULL, country VARCHAR(50) NOT NULL, "salesRepEmployeeNumber" INTEGER REFERENCES employees("employeeNumber"), "creditLimit" NUMERIC(10,2))',
  'CREATE TABLE orders ("orderNumber" INTEGER PRIMARY KEY, "orderDate" DATE NOT NULL, "requiredDate" DATE NOT NULL, "shippedDate" DATE, status VARCHAR(15) NOT NULL, "customerNumber" INTEGER NOT NULL REFERENCES customers("customerNumber"))',
  'CREATE TABLE orderdetails ("orderNumber" INTEGER NOT NULL REFERENCES orders("orderNumber"), "productCode" VARCHAR(15) NOT NULL REFERENCES products("productCode"), "quantityOrdered" INTEGER NOT NULL, "priceEach" NUMERIC(10,2) NOT NULL, "orderLineNumber" SMALLINT NOT NULL, PRIMARY KEY ("orderNumber", "productCode"))',
  'CREATE TABLE payments ("customerNumber" INTEGER NOT NULL REFERENCES customers("customerNumber"), "checkNumber" VARCHAR(50) NOT NULL, "paymentDate" DATE NOT NULL, amount NUMERIC(10,2) NOT NULL, PRIMARY KEY ("customerNumber", "checkNumber"))',
];

const OFFICES: [string, string, string][] = [
  ['Lyon', 'France', 'EMEA'],
  ['Porto', 'Portugal', 'EMEA'],
  ['Adelaide', 'Australia', 'APAC'],
  ['Osaka', 'Japan', 'APAC'],
  ['Denver', 'USA', 'NA'],
  ['Toronto', 'Canada', 'NA'],
];
const LINES = ['Red Wine', 'White Wine', 'Sparkling', 'Rose', 'Fortified', 'Dessert Wine', 'Spirits'];
const COUNTRIES = ['France', 'Germany', 'USA', 'Japan', 'Brazil', 'Norway', 'Australia', 'Spain', 'Canada'];
const TITLES = ['Sales Rep', 'Sales Manager', 'Buyer', 'Logistics Lead'];
const FIRST = ['Alma', 'Bruno', 'Chloe', 'Diego', 'Elif', 'Femi', 'Gwen', 'Hiro', 'Iris', 'Jules', 'Kai'];
const LAST = ['Moreau', 'Silva', 'Tanaka', 'Okoro', 'Berg', 'Rossi', 'Novak', 'Price', 'Walsh'];
const STATUSES = [
  'Shipped',
  'Shipped',
  'Shipped',
  'Shipped',
  'Resolved',
  'Cancelled',
  'On Hold',
  'In Process',
];

/**
 * A wine wholesaler's rows: 6 offices, 24 employees, 7 product lines, 110 products, 130 customers,
 * 1,200 orders with their lines, and the customers' payments.
 */
export function wholesaleRows() {
  const r = seeded(8080);
  const offices = OFFICES.map(([city, country, territory], i) => [String(i + 1), city, country, territory]);
  const employees = Array.from({ length: 24 }, (_, i) => [
    1000 + i,
    `${r.pick(LAST)}${i}`,
    r.pick(FIRST),
    String(i < 6 ? i + 1 : r.int(1, OFFICES.length)),
    i === 0 ? null : i < 6 ? 1000 : 1000 + r.int(1, 5),
    i === 0 ? 'President' : i < 6 ? 'Sales Manager' : r.pick(TITLES),
  ]);
  const productlines = LINES.map((line) => [line, `${line} from our cellars`]);
  const products = Array.from({ length: 110 }, (_, i) => {
    const buy = r.int(4, 60) + 0.5;
    return [
      `W${String(i + 1).padStart(4, '0')}`,
      `Cuvee ${i + 1}`,
      r.next() < 0.3 ? 'Red Wine' : r.pick(LINES),
      r.int(2005, 2023),
      r.int(0, 900),
      buy,
      Math.round(buy * (1.4 + r.next()) * 100) / 100,
    ];
  });
  const reps = employees.filter((e) => e[5] === 'Sales Rep').map((e) => e[0]);
  const customers = Array.from({ length: 130 }, (_, i) => [
    500 + i,
    `Cellar Club ${i + 1}`,
    `${r.pick(LAST)}${i}`,
    r.pick(FIRST),
    `Town ${r.int(1, 40)}`,
    r.next() < 0.25 ? 'USA' : r.pick(COUNTRIES),
    r.next() < 0.1 ? null : r.pick(reps),
    r.next() < 0.1 ? null : r.int(10, 150) * 1000,
  ]);
  const orders: (string | number | null)[][] = [];
  const orderdetails: (string | number)[][] = [];
  for (let i = 0; i < 1200; i++) {
    const ordered = day('2023-01-01', r.int(0, 1000));
    const status = r.pick(STATUSES);
    const shipped = status === 'Shipped' || status === 'Resolved' ? day(ordered, r.int(1, 12)) : null;
    const customer = r.next() < 0.2 ? r.int(500, 520) : r.int(500, 629);
    orders.push([10000 + i, ordered, day(ordered, 14), shipped, status, customer]);
    const lines = new Set<number>();
    for (let k = r.int(1, 9); k > 0; k--) lines.add(r.next() < 0.25 ? r.int(0, 14) : r.int(0, 109));
    let line = 1;
    for (const p of lines) {
      const product = products[p]!;
      orderdetails.push([
        10000 + i,
        String(product[0]),
        r.int(6, 60),
        Math.round(Number(product[6]) * (0.8 + r.next() * 0.2) * 100) / 100,
        line++,
      ]);
    }
  }
  const payments = Array.from({ length: 900 }, (_, i) => [
    r.next() < 0.2 ? r.int(500, 520) : r.int(500, 629),
    `CH${String(i + 1).padStart(6, '0')}`,
    day('2023-01-10', r.int(0, 1000)),
    Math.round(r.int(500, 60000) * 100) / 100 + 0.25,
  ]);
  return { offices, employees, productlines, products, customers, orders, orderdetails, payments };
}

/** Creates the wholesaler's tables and fills them through `run`. */
export const fillWholesale = (run: RunStatement) => fillDatabase(run, SCHEMA, wholesaleRows());

/** The wholesaler into a scratch PostgreSQL database of its own, dropped first. */
export const loadWholesale = (database: string) => loadScratchDatabase(database, fillWholesale);
