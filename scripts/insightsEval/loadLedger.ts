import {
  day,
  fillDatabase,
  loadScratchDatabase,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A company's general ledger beside its payables: a chart of accounts with a parent account and a
// type, journal entries whose lines each debit or credit one account (and may carry a cost
// centre), and vendors' invoices that stay unpaid until a payment date is set.
const SCHEMA = [
  'CREATE TABLE accounts (account_no VARCHAR(6) PRIMARY KEY, account_name VARCHAR(40) NOT NULL, account_type VARCHAR(10) NOT NULL, parent_account_no VARCHAR(6) REFERENCES accounts(account_no))',
  'CREATE TABLE cost_centers (id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL, manager VARCHAR(40) NOT NULL)',
  'CREATE TABLE journal_entries (id INTEGER PRIMARY KEY, entry_date DATE NOT NULL, description VARCHAR(80) NOT NULL, posted BOOLEAN NOT NULL, created_by VARCHAR(20) NOT NULL)',
  'CREATE TABLE journal_lines (id INTEGER PRIMARY KEY, entry_id INTEGER NOT NULL REFERENCES journal_entries(id), account_no VARCHAR(6) NOT NULL REFERENCES accounts(account_no), cost_center_id INTEGER REFERENCES cost_centers(id), debit NUMERIC(12,2) NOT NULL DEFAULT 0, credit NUMERIC(12,2) NOT NULL DEFAULT 0)',
  'CREATE TABLE vendors (id INTEGER PRIMARY KEY, name VARCHAR(50) NOT NULL, country VARCHAR(30) NOT NULL)',
  'CREATE TABLE invoices (id INTEGER PRIMARY KEY, vendor_id INTEGER NOT NULL REFERENCES vendors(id), invoice_date DATE NOT NULL, due_date DATE NOT NULL, paid_date DATE, amount NUMERIC(12,2) NOT NULL)',
];

const ACCOUNTS: [string, string, string, string | null][] = [
  ['1000', 'Assets', 'asset', null],
  ['1100', 'Cash', 'asset', '1000'],
  ['1200', 'Receivables', 'asset', '1000'],
  ['2000', 'Liabilities', 'liability', null],
  ['2100', 'Payables', 'liability', '2000'],
  ['3000', 'Equity', 'equity', null],
  ['4000', 'Revenue', 'revenue', null],
  ['4100', 'Product Sales', 'revenue', '4000'],
  ['4200', 'Service Fees', 'revenue', '4000'],
  ['6000', 'Expenses', 'expense', null],
  ['6100', 'Salaries', 'expense', '6000'],
  ['6200', 'Rent', 'expense', '6000'],
  ['6300', 'Travel', 'expense', '6000'],
  ['6400', 'Software', 'expense', '6000'],
  ['6500', 'Marketing', 'expense', '6000'],
];
const CENTERS: [string, string][] = [
  ['Engineering', 'Priya Nair'],
  ['Sales', 'Tom Becker'],
  ['Operations', 'Lena Vogel'],
  ['Finance', 'Marco Ricci'],
  ['Marketing', 'Ana Souza'],
];
const CLERKS = ['jdoe', 'mkhan', 'lchen', 'rsilva'];
const VENDORS: [string, string][] = [
  ['Northwind Office Supply', 'United States'],
  ['Cloudline Hosting', 'Ireland'],
  ['Fastlane Travel', 'United Kingdom'],
  ['Kestrel Consulting', 'Germany'],
  ['Brightsign Media', 'United States'],
  ['Tessera Software', 'Netherlands'],
  ['Harbour Facilities', 'United Kingdom'],
  ['Lumen Print', 'Germany'],
  ['Orbit Telecom', 'Ireland'],
  ['Sierra Catering', 'Spain'],
];

/** The ledger's rows: 15 accounts, 5 cost centres, 1,800 balanced entries, 10 vendors' invoices. */
export function ledgerRows() {
  const r = seeded(9090);
  const accounts: Row[] = ACCOUNTS.map(([no, name, type, parent]) => [no, name, type, parent]);
  const centers: Row[] = CENTERS.map(([name, manager], i) => [i + 1, name, manager]);
  const entries: Row[] = [];
  const lines: Row[] = [];
  const expenses = ['6100', '6200', '6300', '6400', '6500'];
  const revenues = ['4100', '4200'];
  for (let e = 1; e <= 1800; e++) {
    const date = day('2024-01-02', r.int(0, 700));
    const sale = r.next() < 0.4;
    entries.push([e, date, sale ? 'Customer invoice' : 'Expense booking', r.next() < 0.93, r.pick(CLERKS)]);
    const amount = Math.round((50 + r.next() * (sale ? 9000 : 4000)) * 100) / 100;
    if (sale) {
      lines.push([lines.length + 1, e, '1200', null, amount, 0]);
      lines.push([lines.length + 1, e, r.pick(revenues), r.int(1, 2), 0, amount]);
    } else {
      // An expense split over one or two accounts, paid from cash or owed to a vendor.
      const split = r.next() < 0.3 ? Math.round(amount * 0.4 * 100) / 100 : 0;
      lines.push([lines.length + 1, e, r.pick(expenses), r.int(1, CENTERS.length), amount - split, 0]);
      if (split) lines.push([lines.length + 1, e, r.pick(expenses), r.int(1, CENTERS.length), split, 0]);
      lines.push([lines.length + 1, e, r.next() < 0.5 ? '1100' : '2100', null, 0, amount]);
    }
  }
  const vendors: Row[] = VENDORS.map(([name, country], i) => [i + 1, name, country]);
  const invoices: Row[] = [];
  for (let i = 1; i <= 700; i++) {
    const issued = day('2024-01-05', r.int(0, 690));
    const paid = r.next() < 0.85 ? day(issued, r.int(3, 75)) : null;
    invoices.push([
      i,
      r.int(1, VENDORS.length),
      issued,
      day(issued, 30),
      paid,
      Math.round((120 + r.next() * 7800) * 100) / 100,
    ]);
  }
  return {
    accounts,
    cost_centers: centers,
    journal_entries: entries,
    journal_lines: lines,
    vendors,
    invoices,
  };
}

/** Creates the ledger's tables and fills them through `run`. */
export const fillLedger = (run: RunStatement) => fillDatabase(run, SCHEMA, ledgerRows());

/** The ledger into a scratch PostgreSQL database of its own, dropped first. */
export const loadLedger = (database: string) => loadScratchDatabase(database, fillLedger);
