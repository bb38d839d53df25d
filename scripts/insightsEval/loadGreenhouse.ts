import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// Readings in one generic `value` column whose meaning the sensor's type gives: a measurement log.
const SCHEMA = [
  'CREATE TABLE sites (site_id INTEGER PRIMARY KEY, site_name VARCHAR(40) NOT NULL, region VARCHAR(20) NOT NULL)',
  'CREATE TABLE sensors (sensor_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(site_id), sensor_type VARCHAR(20) NOT NULL, installed_on DATE NOT NULL, active BOOLEAN NOT NULL)',
  'CREATE TABLE readings (reading_id INTEGER PRIMARY KEY, sensor_id INTEGER NOT NULL REFERENCES sensors(sensor_id), read_at TIMESTAMP NOT NULL, value NUMERIC(7,2) NOT NULL)',
  'CREATE TABLE alerts (alert_id INTEGER PRIMARY KEY, sensor_id INTEGER NOT NULL REFERENCES sensors(sensor_id), raised_at TIMESTAMP NOT NULL, severity VARCHAR(8) NOT NULL, acknowledged BOOLEAN NOT NULL)',
  'CREATE TABLE maintenance_visits (visit_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(site_id), technician VARCHAR(40) NOT NULL, visited_on DATE NOT NULL, cost NUMERIC(8,2) NOT NULL)',
];

const SITES: [string, string][] = [
  ['Almeria North', 'South'],
  ['Almeria South', 'South'],
  ['Westland A', 'West'],
  ['Westland B', 'West'],
  ['Venlo', 'East'],
  ['Pajbjerg', 'North'],
];
const TYPES: [string, number, number][] = [
  ['Temperature', 14, 32],
  ['Humidity', 40, 95],
  ['Soil moisture', 10, 45],
  ['Light', 200, 900],
];
const SEVERITIES = ['Low', 'Low', 'Medium', 'High'];
const TECHNICIANS = ['Iris Jansen', 'Pablo Ruiz', 'Karin Holm', 'Sven Olsen', 'Lucia Marin'];

/** A greenhouse grower's rows: 6 sites, 48 sensors, 12,000 readings, 700 alerts, 150 maintenance visits. */
export function greenhouseRows() {
  const r = seeded(5151);
  const sites = SITES.map(([name, region], i) => [i + 1, name, region]);
  const sensors = Array.from({ length: 48 }, (_, i) => [
    i + 1,
    (i % 6) + 1,
    TYPES[Math.floor(i / 6) % 4]![0],
    day('2022-03-01', r.int(0, 900)),
    r.next() < 0.85,
  ]);
  const readings = Array.from({ length: 12000 }, (_, i) => {
    const sensor = r.int(1, 48);
    const [, lo, hi] = TYPES.find(([t]) => t === sensors[sensor - 1]![2])!;
    return [
      i + 1,
      sensor,
      minuteOf(day('2024-06-01', r.int(0, 540)), r.int(0, 1439)),
      Math.round((lo + r.next() * (hi - lo)) * 100) / 100,
    ];
  });
  const alerts = Array.from({ length: 700 }, (_, i) => [
    i + 1,
    r.int(1, 48),
    minuteOf(day('2024-06-01', r.int(0, 540)), r.int(0, 1439)),
    r.pick(SEVERITIES),
    r.next() < 0.7,
  ]);
  const maintenance_visits = Array.from({ length: 150 }, (_, i) => [
    i + 1,
    r.int(1, 6),
    r.pick(TECHNICIANS),
    day('2023-01-01', r.int(0, 1000)),
    r.int(8000, 95000) / 100,
  ]);
  return { sites, sensors, readings, alerts, maintenance_visits };
}

/** Creates the grower's tables and fills them through `run`. */
export const fillGreenhouse = (run: RunStatement) => fillDatabase(run, SCHEMA, greenhouseRows());

/** The grower into a scratch PostgreSQL database of its own, dropped first. */
export const loadGreenhouse = (database: string) => loadScratchDatabase(database, fillGreenhouse);
