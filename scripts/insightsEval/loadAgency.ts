import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE offices (office_id INTEGER PRIMARY KEY, office_name VARCHAR(60) NOT NULL, city VARCHAR(40) NOT NULL)',
  'CREATE TABLE agents (agent_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, office_id INTEGER NOT NULL REFERENCES offices(office_id), hired_on DATE NOT NULL)',
  'CREATE TABLE properties (property_id INTEGER PRIMARY KEY, address VARCHAR(120) NOT NULL, city VARCHAR(40) NOT NULL, property_type VARCHAR(20) NOT NULL, bedrooms INTEGER NOT NULL, floor_area_m2 NUMERIC(7,1) NOT NULL, listed_price NUMERIC(12,2) NOT NULL, listed_on DATE NOT NULL, agent_id INTEGER NOT NULL REFERENCES agents(agent_id))',
  'CREATE TABLE clients (client_id INTEGER PRIMARY KEY, full_name VARCHAR(80) NOT NULL, city VARCHAR(40) NOT NULL)',
  'CREATE TABLE viewings (viewing_id INTEGER PRIMARY KEY, property_id INTEGER NOT NULL REFERENCES properties(property_id), client_id INTEGER NOT NULL REFERENCES clients(client_id), agent_id INTEGER NOT NULL REFERENCES agents(agent_id), viewed_on DATE NOT NULL)',
  'CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, property_id INTEGER NOT NULL REFERENCES properties(property_id), buyer_id INTEGER NOT NULL REFERENCES clients(client_id), sold_on DATE NOT NULL, sale_price NUMERIC(12,2) NOT NULL, commission NUMERIC(10,2) NOT NULL)',
];

const CITIES = ['Bristol', 'Bath', 'Cardiff', 'Exeter'];
const FIRST = ['Alba', 'Basil', 'Cora', 'Dev', 'Edie', 'Finn', 'Gwen', 'Hari', 'Iona', 'Jude'];
const LAST = ['Ashby', 'Brook', 'Carter', 'Dale', 'Evans', 'Ford', 'Grant', 'Hughes'];
const STREETS = ['Mill Lane', 'Church Road', 'High Street', 'Park Avenue', 'Station Road', 'Queen Street'];
const TYPES = ['Flat', 'House', 'Studio', 'Bungalow'];

/** A property agency's rows: 4 offices, 20 agents, 400 properties, 300 clients, 2,500 viewings and the sales made. */
export function agencyRows() {
  const r = seeded(90210);
  const offices = CITIES.map((city, i) => [i + 1, `${city} Office`, city]);
  const agents = Array.from({ length: 20 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    r.pick(LAST),
    r.next() < 0.4 ? 1 : r.int(1, 4),
    day('2014-01-01', r.int(0, 3600)),
  ]);
  const properties = Array.from({ length: 400 }, (_, i) => {
    const type = r.next() < 0.4 ? 'Flat' : r.pick(TYPES);
    const bedrooms = type === 'Studio' ? 0 : type === 'Flat' ? r.int(1, 3) : r.int(2, 5);
    const area = type === 'Studio' ? r.int(250, 400) / 10 : (bedrooms * r.int(220, 380)) / 10 + 20;
    return [
      i + 1,
      `${r.int(1, 200)} ${r.pick(STREETS)}`,
      r.pick(CITIES),
      type,
      bedrooms,
      area,
      Math.round(area * r.int(2800, 4200)),
      day('2022-01-01', r.int(0, 1300)),
      r.int(1, 20),
    ];
  });
  const clients = Array.from({ length: 300 }, (_, i) => [
    i + 1,
    `${r.pick(FIRST)} ${r.pick(LAST)}`,
    r.pick(CITIES),
  ]);
  const viewings = Array.from({ length: 2500 }, (_, i) => {
    const property = properties[r.int(0, properties.length - 1)]!;
    // Most viewings are shown by the listing agent; some by a colleague.
    const agent = r.next() < 0.7 ? property[8]! : r.int(1, 20);
    return [i + 1, property[0]!, r.int(1, 300), agent, day(String(property[7]), r.int(1, 90))];
  });
  const sales: (string | number)[][] = [];
  for (const property of properties) {
    if (r.next() < 0.45) continue;
    const price = Math.round(Number(property[6]) * (0.9 + r.next() * 0.15));
    sales.push([
      sales.length + 1,
      property[0]!,
      r.int(1, 300),
      day(String(property[7]), r.int(20, 200)),
      price,
      Math.round(price * 0.015),
    ]);
  }
  return { offices, agents, properties, clients, viewings, sales };
}

/** Creates the agency's tables and fills them through `run`. */
export const fillAgency = (run: RunStatement) => fillDatabase(run, SCHEMA, agencyRows());

/** The agency into a scratch PostgreSQL database of its own, dropped first. */
export const loadAgency = (database: string) => loadScratchDatabase(database, fillAgency);
