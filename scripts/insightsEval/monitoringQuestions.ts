import { type EvalQuestion, inYear } from './evalQuestions.ts';

/**
 * A building-monitoring company's questions (`loadMonitoring.ts`), over sensor readings kept in
 * long form. Each was written with its PostgreSQL answer before the planner was first run on
 * this database.
 */
export const monitoringQuestions: EvalQuestion[] = [
  { question: 'How many devices are there?', answer: null, sql: 'SELECT count(*) FROM devices' },
  {
    question: 'Number of devices per site',
    answer: null,
    sql: 'SELECT s.name, count(*) FROM devices d JOIN sites s ON s.id = d.site_id GROUP BY s.id, 1',
  },
  {
    question: 'Number of devices by vendor',
    answer: null,
    sql: 'SELECT m.vendor, count(*) FROM devices d JOIN device_models m ON m.id = d.model_id GROUP BY 1',
  },
  {
    question: 'Average battery level by site',
    answer: null,
    sql: 'SELECT s.name, round(avg(d.battery_pct), 2) FROM devices d JOIN sites s ON s.id = d.site_id GROUP BY s.id, 1',
  },
  {
    question: 'Number of alerts by severity',
    answer: null,
    sql: 'SELECT severity, count(*) FROM alerts GROUP BY 1',
  },
  {
    question: 'How many alerts are not cleared?',
    answer: null,
    sql: 'SELECT count(*) FROM alerts WHERE cleared_at IS NULL',
  },
  {
    question: 'Alerts per month in 2025',
    answer: null,
    sql: `SELECT to_char(raised_at, 'YYYY-MM'), count(*) FROM alerts WHERE ${inYear('raised_at', 2025)} GROUP BY 1`,
  },
  {
    question: 'Top 4 sites by number of alerts',
    answer: null,
    sql: 'SELECT s.name, count(*) n FROM alerts a JOIN devices d ON d.id = a.device_id JOIN sites s ON s.id = d.site_id GROUP BY s.id, 1 ORDER BY n DESC LIMIT 4',
  },
  {
    question: 'Average temperature by site',
    answer: null,
    sql: `SELECT s.name, round(avg(r.value)::numeric, 2) FROM readings r JOIN devices d ON d.id = r.device_id JOIN sites s ON s.id = d.site_id WHERE r.metric = 'temperature' GROUP BY s.id, 1`,
  },
  {
    question: 'Maximum humidity per device model',
    answer: null,
    sql: `SELECT m.name, max(r.value) FROM readings r JOIN devices d ON d.id = r.device_id JOIN device_models m ON m.id = d.model_id WHERE r.metric = 'humidity' GROUP BY m.id, 1`,
  },
  {
    question: 'Number of readings per metric',
    answer: null,
    sql: 'SELECT metric, count(*) FROM readings GROUP BY 1',
  },
  {
    question: 'Average value by metric',
    answer: null,
    sql: 'SELECT metric, round(avg(value)::numeric, 2) FROM readings GROUP BY 1',
  },
  {
    question: 'Total maintenance cost by site',
    answer: null,
    sql: 'SELECT s.name, sum(v.cost) FROM maintenance_visits v JOIN sites s ON s.id = v.site_id GROUP BY s.id, 1',
  },
  {
    question: 'Total maintenance cost in 2024',
    answer: null,
    sql: `SELECT sum(cost) FROM maintenance_visits WHERE ${inYear('visited_on', 2024)}`,
  },
  {
    question: 'Which technician made the most visits?',
    answer: null,
    sql: 'SELECT technician, count(*) n FROM maintenance_visits GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Number of sites per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM sites GROUP BY 1',
  },
  {
    question: 'Average maintenance cost per technician',
    answer: null,
    sql: 'SELECT technician, round(avg(cost), 2) FROM maintenance_visits GROUP BY 1',
  },
  {
    question: 'Devices installed per year',
    answer: null,
    sql: `SELECT to_char(installed_on, 'YYYY'), count(*) FROM devices GROUP BY 1`,
  },
  {
    question: 'Number of critical alerts per site',
    answer: null,
    sql: `SELECT s.name, count(*) FROM alerts a JOIN devices d ON d.id = a.device_id JOIN sites s ON s.id = d.site_id WHERE a.severity = 'critical' GROUP BY s.id, 1`,
  },
  {
    question: 'How many sites opened in 2023?',
    answer: null,
    sql: `SELECT count(*) FROM sites WHERE ${inYear('opened_on', 2023)}`,
  },
  {
    question: 'Average co2 in Oslo',
    answer: null,
    sql: `SELECT round(avg(r.value)::numeric, 2) FROM readings r JOIN devices d ON d.id = r.device_id JOIN sites s ON s.id = d.site_id WHERE r.metric = 'co2' AND s.city = 'Oslo'`,
  },
  {
    question: 'Number of devices by firmware version',
    answer: null,
    sql: 'SELECT firmware, count(*) FROM devices GROUP BY 1',
  },
  {
    question: 'Average hours to clear an alert by severity',
    answer: null,
    sql: 'SELECT severity, round(avg(extract(epoch FROM cleared_at - raised_at) / 3600)::numeric, 2) FROM alerts GROUP BY 1',
  },
  {
    question: 'Top 3 vendors by number of alerts',
    answer: null,
    sql: 'SELECT m.vendor, count(*) n FROM alerts a JOIN devices d ON d.id = a.device_id JOIN device_models m ON m.id = d.model_id GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Share of alerts by severity',
    answer: null,
    sql: 'SELECT severity, count(*) FROM alerts GROUP BY 1',
  },
];
