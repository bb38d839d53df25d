import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// One flat export of invoice lines, as a shop's system writes it to a file and loads it whole:
// every entity (invoice, customer, product, country) is a column of the one table, none has a
// table or a key of its own, and revenue is quantity × unit price.
const SCHEMA = [
  'CREATE TABLE online_retail ("InvoiceNo" VARCHAR(10) NOT NULL, "StockCode" VARCHAR(10) NOT NULL, "Description" VARCHAR(60) NOT NULL, "Quantity" INTEGER NOT NULL, "InvoiceDate" TIMESTAMP NOT NULL, "UnitPrice" NUMERIC(8,2) NOT NULL, "CustomerID" INTEGER NOT NULL, "Country" VARCHAR(30) NOT NULL)',
];

const COUNTRIES = [
  'United Kingdom',
  'United Kingdom',
  'United Kingdom',
  'France',
  'Germany',
  'Netherlands',
  'Spain',
  'Norway',
  'Portugal',
  'Belgium',
];
const THINGS = [
  'Mug',
  'Tea Towel',
  'Candle',
  'Lantern',
  'Gift Bag',
  'Notebook',
  'Cushion Cover',
  'Bunting',
  'Jam Jar',
  'Clock',
];
const STYLES = ['Red Retrospot', 'Vintage Paisley', 'Blue Polkadot', 'Heart of Wicker', 'Regency'];

/** The shop's lines: 50 products, 400 customers, about 3,000 invoices over 2024 and 2025. */
export function onlineRetailRows() {
  const r = seeded(5151);
  const products = Array.from({ length: 50 }, (_, i) => ({
    code: `${85000 + i * 7}${i % 3 === 0 ? 'B' : ''}`,
    name: `${STYLES[i % STYLES.length]} ${THINGS[Math.floor(i / 5)]}`.toUpperCase(),
    price: Math.round((0.4 + r.next() * 12) * 100) / 100,
  }));
  const customers = Array.from({ length: 400 }, (_, i) => ({
    id: 12000 + i * 3,
    country: r.pick(COUNTRIES),
  }));
  const lines: Row[] = [];
  for (let n = 0; n < 3000; n++) {
    const customer = r.pick(customers);
    const when = minuteOf(day('2024-01-01', r.int(0, 730)), r.int(480, 1200));
    const invoice = String(536000 + n);
    for (let l = r.int(1, 6); l > 0; l--) {
      const product = r.pick(products);
      lines.push([
        invoice,
        product.code,
        product.name,
        r.int(1, 24),
        when,
        product.price,
        customer.id,
        customer.country,
      ]);
    }
  }
  return { online_retail: lines };
}

/** Creates the shop's export table and fills it through `run`. */
export const fillOnlineRetail = (run: RunStatement) => fillDatabase(run, SCHEMA, onlineRetailRows());

/** The shop's export into a scratch PostgreSQL database of its own, dropped first. */
export const loadOnlineRetail = (database: string) => loadScratchDatabase(database, fillOnlineRetail);
