import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// Named in a warehouse style: singular tables, every column carrying its table's short prefix
// (`st_city`, `sl_qty`), keys ending in `key`, and a composite key on the sale lines.
const SCHEMA = [
  'CREATE TABLE region (r_regionkey INTEGER PRIMARY KEY, r_name VARCHAR(20) NOT NULL)',
  'CREATE TABLE store (st_storekey INTEGER PRIMARY KEY, st_name VARCHAR(40) NOT NULL, st_city VARCHAR(30) NOT NULL, st_regionkey INTEGER NOT NULL REFERENCES region(r_regionkey), st_opendate DATE NOT NULL)',
  'CREATE TABLE author (a_authorkey INTEGER PRIMARY KEY, a_name VARCHAR(60) NOT NULL, a_country VARCHAR(30) NOT NULL)',
  'CREATE TABLE title (t_titlekey INTEGER PRIMARY KEY, t_name VARCHAR(80) NOT NULL, t_authorkey INTEGER NOT NULL REFERENCES author(a_authorkey), t_genre VARCHAR(20) NOT NULL, t_listprice NUMERIC(6,2) NOT NULL, t_pubyear INTEGER NOT NULL)',
  'CREATE TABLE sale (sa_salekey INTEGER PRIMARY KEY, sa_storekey INTEGER NOT NULL REFERENCES store(st_storekey), sa_saledate DATE NOT NULL, sa_channel VARCHAR(10) NOT NULL)',
  'CREATE TABLE saleline (sl_salekey INTEGER NOT NULL REFERENCES sale(sa_salekey), sl_linenumber INTEGER NOT NULL, sl_titlekey INTEGER NOT NULL REFERENCES title(t_titlekey), sl_qty INTEGER NOT NULL, sl_unitprice NUMERIC(6,2) NOT NULL, PRIMARY KEY (sl_salekey, sl_linenumber))',
];

const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const CITIES: [string, number][] = [
  ['Aberdeen', 1],
  ['Inverness', 1],
  ['Dundee', 1],
  ['Plymouth', 2],
  ['Exeter', 2],
  ['Brighton', 2],
  ['Norwich', 3],
  ['Ipswich', 3],
  ['Colchester', 3],
  ['Bristol', 4],
  ['Swansea', 4],
  ['Gloucester', 4],
  ['Leicester', 5],
  ['Coventry', 5],
  ['Nottingham', 5],
  ['Derby', 5],
];
const GIVEN = ['Ada', 'Bruno', 'Clara', 'Dmitri', 'Esme', 'Felix', 'Greta', 'Hector', 'Ines', 'Jude'];
const FAMILY = ['Ashby', 'Brandt', 'Castell', 'Drummond', 'Eriksen', 'Ferreira'];
const NATIONS = ['England', 'Ireland', 'France', 'Germany', 'Canada', 'Nigeria', 'India'];
const GENRES = ['Fiction', 'Fiction', 'Crime', 'Science', 'History', 'Children', 'Travel', 'Cookery'];
const WORDS = [
  'Silent',
  'Winter',
  'River',
  'Glass',
  'Hidden',
  'Paper',
  'Northern',
  'Last',
  'Golden',
  'Quiet',
];
const NOUNS = [
  'Harbour',
  'Garden',
  'Letters',
  'Empire',
  'Kitchen',
  'Journey',
  'Atlas',
  'Orchard',
  'Tide',
  'Lantern',
];
const CHANNELS = ['Counter', 'Counter', 'Online', 'Event'];

/** A book distributor's rows: 5 regions, 16 stores, 60 authors, 300 titles, 4,000 sales and their lines. */
export function bookTradeRows() {
  const r = seeded(4242);
  const region = REGIONS.map((name, i) => [i + 1, name]);
  const store = CITIES.map(([city, regionKey], i) => [
    i + 1,
    `${city} Books`,
    city,
    regionKey,
    day('2015-03-01', r.int(0, 3000)),
  ]);
  const author = Array.from({ length: 60 }, (_, i) => [
    i + 1,
    `${GIVEN[i % 10]} ${FAMILY[Math.floor(i / 10)]}`,
    r.pick(NATIONS),
  ]);
  const title = Array.from({ length: 300 }, (_, i) => [
    i + 1,
    `The ${WORDS[i % 10]} ${NOUNS[Math.floor(i / 10) % 10]}${i >= 100 ? ` ${['II', 'III'][Math.floor(i / 100) - 1]}` : ''}`,
    r.int(1, 60),
    r.pick(GENRES),
    r.int(699, 3499) / 100,
    r.int(1995, 2025),
  ]);
  const sale: (string | number)[][] = [];
  const saleline: (string | number)[][] = [];
  for (let i = 1; i <= 4000; i++) {
    sale.push([i, r.int(1, 16), day('2023-01-01', r.int(0, 1000)), r.pick(CHANNELS)]);
    for (let line = 1, n = r.int(1, 4); line <= n; line++) {
      const t = title[r.int(0, 299)]!;
      const discount = r.next() < 0.3 ? 0.9 : 1;
      saleline.push([i, line, Number(t[0]), r.int(1, 5), Math.round(Number(t[4]) * discount * 100) / 100]);
    }
  }
  return { region, store, author, title, sale, saleline };
}

/** Creates the distributor's tables and fills them through `run`. */
export const fillBookTrade = (run: RunStatement) => fillDatabase(run, SCHEMA, bookTradeRows());

/** The distributor into a scratch PostgreSQL database of its own, dropped first. */
export const loadBookTrade = (database: string) => loadScratchDatabase(database, fillBookTrade);
