import {
  day,
  fillDatabase,
  loadScratchDatabase,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A consulting firm's books: snake_case tables named in the firm's own words (clients,
// engagements, timesheets), which questions may put in everyday words (customers, projects).
const SCHEMA = [
  'CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name VARCHAR(80) NOT NULL, industry VARCHAR(30) NOT NULL, country VARCHAR(40) NOT NULL)',
  'CREATE TABLE consultants (consultant_id INTEGER PRIMARY KEY, full_name VARCHAR(80) NOT NULL, grade VARCHAR(20) NOT NULL, hourly_rate NUMERIC(7,2) NOT NULL, hired_on DATE NOT NULL)',
  'CREATE TABLE engagements (engagement_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id), title VARCHAR(120) NOT NULL, start_date DATE NOT NULL, end_date DATE, budget NUMERIC(10,2) NOT NULL)',
  'CREATE TABLE timesheets (timesheet_id INTEGER PRIMARY KEY, consultant_id INTEGER NOT NULL REFERENCES consultants(consultant_id), engagement_id INTEGER NOT NULL REFERENCES engagements(engagement_id), work_date DATE NOT NULL, hours NUMERIC(4,1) NOT NULL, billable BOOLEAN NOT NULL)',
  'CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, engagement_id INTEGER NOT NULL REFERENCES engagements(engagement_id), issued_on DATE NOT NULL, amount NUMERIC(10,2) NOT NULL, paid BOOLEAN NOT NULL)',
];

const INDUSTRIES = ['Banking', 'Banking', 'Retail', 'Energy', 'Healthcare', 'Public sector', 'Telecom'];
const COUNTRIES = ['United Kingdom', 'Germany', 'Germany', 'France', 'Ireland', 'Sweden'];
const FIRMS = [
  'Northgate',
  'Bluewater',
  'Oakridge',
  'Silverline',
  'Redfern',
  'Kingsway',
  'Ashcombe',
  'Meridian',
];
const SUFFIXES = ['Bank', 'Stores', 'Power', 'Health', 'Council', 'Telecom', 'Group', 'Holdings'];
const GRADES: [string, number][] = [
  ['Analyst', 85],
  ['Analyst', 85],
  ['Consultant', 120],
  ['Consultant', 120],
  ['Manager', 170],
  ['Partner', 260],
];
const FIRST = ['Aisha', 'Bruno', 'Clara', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hamza', 'Ingrid', 'Jonas'];
const LAST = ['Keller', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quinlan', 'Rossi'];
const TOPICS = [
  'Cost review',
  'Cloud migration',
  'Risk audit',
  'Pricing study',
  'Operating model',
  'Data strategy',
];

/** The firm's rows: 60 clients, 45 consultants, 180 engagements with their timesheets and invoices. */
export function consultingRows() {
  const r = seeded(3131);
  const clients: Row[] = Array.from({ length: 60 }, (_, i) => [
    i + 1,
    `${FIRMS[i % FIRMS.length]} ${SUFFIXES[Math.floor(i / FIRMS.length) % SUFFIXES.length]} ${i + 1}`,
    r.pick(INDUSTRIES),
    r.pick(COUNTRIES),
  ]);
  const consultants: Row[] = Array.from({ length: 45 }, (_, i) => {
    const [grade, rate] = r.pick(GRADES);
    return [
      i + 1,
      `${r.pick(FIRST)} ${r.pick(LAST)} ${i + 1}`,
      grade,
      rate + r.int(0, 20),
      day('2014-01-01', r.int(0, 3800)),
    ];
  });
  const engagements: Row[] = [];
  const timesheets: Row[] = [];
  const invoices: Row[] = [];
  for (let e = 1; e <= 180; e++) {
    const start = day('2023-01-01', r.int(0, 1000));
    const weeks = r.int(4, 40);
    const ended = r.next() < 0.75 ? day(start, weeks * 7) : null;
    engagements.push([e, r.int(1, 60), `${r.pick(TOPICS)} ${e}`, start, ended, r.int(20, 400) * 1000]);
    const team = Array.from({ length: r.int(1, 4) }, () => r.int(1, 45));
    for (let w = 0; w < Math.min(weeks, 12); w++)
      for (const c of team)
        timesheets.push([
          timesheets.length + 1,
          c,
          e,
          day(start, w * 7 + r.int(0, 4)),
          r.int(4, 40),
          r.next() < 0.85,
        ]);
    for (let m = 0; m < Math.ceil(Math.min(weeks, 12) / 4); m++)
      invoices.push([invoices.length + 1, e, day(start, (m + 1) * 28), r.int(50, 900) * 100, r.next() < 0.8]);
  }
  return { clients, consultants, engagements, timesheets, invoices };
}

/** Creates the firm's tables and fills them through `run`. */
export const fillConsulting = (run: RunStatement) => fillDatabase(run, SCHEMA, consultingRows());

/** The firm into a scratch PostgreSQL database of its own, dropped first. */
export const loadConsulting = (database: string) => loadScratchDatabase(database, fillConsulting);
