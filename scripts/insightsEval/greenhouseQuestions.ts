import type { EvalQuestion } from './evalQuestions.ts';

const ALERT_SENSOR = 'alerts a JOIN sensors s ON s.sensor_id = a.sensor_id';
const READING_SENSOR = 'readings r JOIN sensors s ON s.sensor_id = r.sensor_id';

/**
 * A greenhouse grower's questions (`loadGreenhouse.ts`): sites, their sensors, readings whose
 * meaning the sensor's type gives, alerts and maintenance visits. Each was written with its
 * PostgreSQL answer before the planner was first run on this database.
 */
export const greenhouseQuestions: EvalQuestion[] = [
  { question: 'How many sensors are there?', answer: null, sql: 'SELECT count(*) FROM sensors' },
  {
    question: 'Number of sensors per type',
    answer: null,
    sql: 'SELECT sensor_type, count(*) FROM sensors GROUP BY 1',
  },
  {
    question: 'Number of sensors per site',
    answer: null,
    sql: 'SELECT si.site_name, count(*) FROM sensors s JOIN sites si ON si.site_id = s.site_id GROUP BY si.site_id, 1',
  },
  {
    question: 'Average temperature by site',
    answer: null,
    sql: `SELECT si.site_name, round(avg(r.value), 2) FROM ${READING_SENSOR} JOIN sites si ON si.site_id = s.site_id WHERE s.sensor_type = 'Temperature' GROUP BY si.site_id, 1`,
  },
  {
    question: 'Number of readings per month in 2025',
    answer: null,
    sql: "SELECT to_char(read_at, 'YYYY-MM'), count(*) FROM readings WHERE read_at >= DATE '2025-01-01' AND read_at < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Number of alerts per severity',
    answer: null,
    sql: 'SELECT severity, count(*) FROM alerts GROUP BY 1',
  },
  {
    question: 'How many alerts have not been acknowledged?',
    answer: null,
    sql: 'SELECT count(*) FROM alerts WHERE NOT acknowledged',
  },
  {
    question: 'Number of high severity alerts per site',
    answer: null,
    sql: `SELECT si.site_name, count(*) FROM ${ALERT_SENSOR} JOIN sites si ON si.site_id = s.site_id WHERE a.severity = 'High' GROUP BY si.site_id, 1`,
  },
  {
    question: 'Total maintenance cost by site',
    answer: null,
    sql: 'SELECT si.site_name, sum(m.cost) FROM maintenance_visits m JOIN sites si ON si.site_id = m.site_id GROUP BY si.site_id, 1',
  },
  {
    question: 'Maintenance visits per technician',
    answer: null,
    sql: 'SELECT technician, count(*) FROM maintenance_visits GROUP BY 1',
  },
  {
    question: 'Average maintenance cost',
    answer: null,
    sql: 'SELECT round(avg(cost), 2) FROM maintenance_visits',
  },
  {
    question: 'Highest humidity reading',
    answer: null,
    sql: "SELECT max(r.value) FROM readings r JOIN sensors s ON s.sensor_id = r.sensor_id WHERE s.sensor_type = 'Humidity'",
  },
  {
    question: 'Number of active sensors',
    answer: null,
    sql: 'SELECT count(*) FROM sensors WHERE active',
  },
  {
    question: 'Sensors installed per year',
    answer: null,
    sql: "SELECT to_char(installed_on, 'YYYY'), count(*) FROM sensors GROUP BY 1",
  },
  {
    question: 'Number of alerts per sensor type',
    answer: null,
    sql: `SELECT s.sensor_type, count(*) FROM ${ALERT_SENSOR} GROUP BY 1`,
  },
  {
    question: 'Number of sites per region',
    answer: null,
    sql: 'SELECT region, count(*) FROM sites GROUP BY 1',
  },
  {
    question: 'Total maintenance cost in 2025',
    answer: null,
    sql: "SELECT sum(cost) FROM maintenance_visits WHERE visited_on >= DATE '2025-01-01' AND visited_on < DATE '2026-01-01'",
  },
  {
    question: 'Which site has the most alerts?',
    answer: null,
    sql: `SELECT si.site_name, count(*) n FROM ${ALERT_SENSOR} JOIN sites si ON si.site_id = s.site_id GROUP BY si.site_id, 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Number of readings per sensor type',
    answer: null,
    sql: `SELECT s.sensor_type, count(*) FROM ${READING_SENSOR} GROUP BY 1`,
  },
  {
    question: 'Average reading value by sensor type',
    answer: null,
    sql: `SELECT s.sensor_type, round(avg(r.value), 2) FROM ${READING_SENSOR} GROUP BY 1`,
  },
  {
    question: 'Maintenance cost per month in 2025',
    answer: null,
    sql: "SELECT to_char(visited_on, 'YYYY-MM'), sum(cost) FROM maintenance_visits WHERE visited_on >= DATE '2025-01-01' AND visited_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Top 3 technicians by maintenance cost',
    answer: null,
    sql: 'SELECT technician, sum(cost) c FROM maintenance_visits GROUP BY 1 ORDER BY c DESC LIMIT 3',
  },
];
