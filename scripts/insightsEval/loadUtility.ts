import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// A legacy schema: short tables and columns (`cust_nm`, `usg_m3`, `pd_flg`), coded values, and
// comments that say what some columns hold.
const SCHEMA = [
  'CREATE TABLE cust (cust_no INTEGER PRIMARY KEY, cust_nm VARCHAR(60) NOT NULL, cust_typ CHAR(3) NOT NULL, city_nm VARCHAR(30) NOT NULL, open_dt DATE NOT NULL)',
  "COMMENT ON COLUMN cust.cust_typ IS 'Customer type: RES residential, COM commercial, IND industrial'",
  'CREATE TABLE mtr (mtr_no INTEGER PRIMARY KEY, cust_no INTEGER NOT NULL REFERENCES cust(cust_no), mtr_typ VARCHAR(10) NOT NULL, instl_dt DATE NOT NULL)',
  'CREATE TABLE rdg (rdg_id INTEGER PRIMARY KEY, mtr_no INTEGER NOT NULL REFERENCES mtr(mtr_no), rdg_dt DATE NOT NULL, usg_m3 NUMERIC(8,2) NOT NULL)',
  "COMMENT ON COLUMN rdg.usg_m3 IS 'Water usage since the previous reading, in cubic metres'",
  'CREATE TABLE bill (bill_no INTEGER PRIMARY KEY, cust_no INTEGER NOT NULL REFERENCES cust(cust_no), bill_dt DATE NOT NULL, due_dt DATE NOT NULL, bill_amt NUMERIC(9,2) NOT NULL, pd_flg BOOLEAN NOT NULL)',
  "COMMENT ON COLUMN bill.bill_amt IS 'Amount billed'",
  "COMMENT ON COLUMN bill.pd_flg IS 'Paid'",
  'CREATE TABLE pmt (pmt_no INTEGER PRIMARY KEY, bill_no INTEGER NOT NULL REFERENCES bill(bill_no), pmt_dt DATE NOT NULL, pmt_amt NUMERIC(9,2) NOT NULL, pmt_mthd VARCHAR(12) NOT NULL)',
];

const CITIES = ['Ashford', 'Bexley', 'Crawley', 'Dartford', 'Epsom', 'Farnham', 'Guildford'];
const TYPES = ['RES', 'RES', 'RES', 'RES', 'COM', 'COM', 'IND'];
const FIRST = ['Alan', 'Beth', 'Colin', 'Dina', 'Ewan', 'Fay', 'Glen', 'Hana', 'Ivan', 'Jill'];
const LAST = ['Archer', 'Boyd', 'Carey', 'Dunn', 'Ellis', 'Frost', 'Gale', 'Hale'];
const FIRMS = ['Bakery', 'Laundry', 'Garage', 'Dairy', 'Print Works', 'Brewery'];
const METHODS = ['Direct debit', 'Direct debit', 'Card', 'Cash'];

/** A water utility's rows: 600 customers, their meters and readings, bills and payments. */
export function utilityRows() {
  const r = seeded(7373);
  const cust = Array.from({ length: 600 }, (_, i) => {
    const type = r.pick(TYPES);
    const city = r.pick(CITIES);
    const name = type === 'RES' ? `${r.pick(FIRST)} ${r.pick(LAST)}` : `${city} ${r.pick(FIRMS)} ${i}`;
    return [i + 1, name, type, city, day('2015-01-01', r.int(0, 3600))];
  });
  const mtr = cust.map((c, i) => [
    i + 1,
    Number(c[0]),
    r.next() < 0.6 ? 'Smart' : 'Analog',
    day(String(c[4]), r.int(0, 60)),
  ]);
  const rdg: (string | number)[][] = [];
  const bill: (string | number | boolean)[][] = [];
  const pmt: (string | number)[][] = [];
  for (const m of mtr) {
    const type = cust[Number(m[1]) - 1]![2];
    const scale = type === 'RES' ? 12 : type === 'COM' ? 60 : 250;
    for (let q = 0; q < 8; q++) {
      const read = day('2024-01-15', q * 91 + r.int(0, 10));
      rdg.push([rdg.length + 1, Number(m[0]), read, Math.round(scale * (0.5 + r.next()) * 100) / 100]);
    }
  }
  for (const c of cust)
    for (let q = 0; q < 8; q++) {
      const billed = day('2024-02-01', q * 91);
      const amount =
        Math.round((c[2] === 'RES' ? 40 : c[2] === 'COM' ? 180 : 700) * (0.6 + r.next()) * 100) / 100;
      const paid = r.next() < 0.9;
      bill.push([bill.length + 1, Number(c[0]), billed, day(billed, 28), amount, paid]);
      if (paid) pmt.push([pmt.length + 1, bill.length, day(billed, r.int(3, 40)), amount, r.pick(METHODS)]);
    }
  return { cust, mtr, rdg, bill, pmt };
}

/** Creates the utility's tables and fills them through `run`. */
export const fillUtility = (run: RunStatement) => fillDatabase(run, SCHEMA, utilityRows());

/** The utility into a scratch PostgreSQL database of its own, dropped first. */
export const loadUtility = (database: string) => loadScratchDatabase(database, fillUtility);
