import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A building-monitoring company's sensor database: sites, devices of vendor models, readings kept
// in long form (one row per metric and moment: `metric` names what `value` measures), alerts that
// stay open until cleared, and maintenance visits with the technician as a plain name.
const SCHEMA = [
  'CREATE TABLE sites (id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL, city VARCHAR(40) NOT NULL, country VARCHAR(40) NOT NULL, opened_on DATE NOT NULL)',
  'CREATE TABLE device_models (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, vendor VARCHAR(40) NOT NULL, kind VARCHAR(20) NOT NULL)',
  'CREATE TABLE devices (id INTEGER PRIMARY KEY, serial VARCHAR(20) NOT NULL UNIQUE, model_id INTEGER NOT NULL REFERENCES device_models(id), site_id INTEGER NOT NULL REFERENCES sites(id), installed_on DATE NOT NULL, firmware VARCHAR(10) NOT NULL, battery_pct INTEGER NOT NULL)',
  "COMMENT ON COLUMN devices.battery_pct IS 'Battery level in percent at the last report'",
  'CREATE TABLE readings (id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices(id), metric VARCHAR(20) NOT NULL, value DOUBLE PRECISION NOT NULL, recorded_at TIMESTAMP NOT NULL)',
  "COMMENT ON COLUMN readings.metric IS 'What the value measures: temperature (°C), humidity (%), co2 (ppm)'",
  'CREATE TABLE alerts (id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices(id), severity VARCHAR(10) NOT NULL, raised_at TIMESTAMP NOT NULL, cleared_at TIMESTAMP, message VARCHAR(120) NOT NULL)',
  'CREATE TABLE maintenance_visits (id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(id), technician VARCHAR(40) NOT NULL, visited_on DATE NOT NULL, cost NUMERIC(8,2) NOT NULL)',
];

const SITES: [string, string, string][] = [
  ['Harbour Cold Store', 'Oslo', 'Norway'],
  ['Fjord Logistics Hub', 'Bergen', 'Norway'],
  ['Northgate Offices', 'Stockholm', 'Sweden'],
  ['Riverside Lab', 'Gothenburg', 'Sweden'],
  ['Central Archive', 'Copenhagen', 'Denmark'],
  ['Dockside Warehouse', 'Aarhus', 'Denmark'],
  ['Lakeside Campus', 'Helsinki', 'Finland'],
  ['Old Town Museum', 'Tallinn', 'Estonia'],
  ['Airport Freight', 'Oslo', 'Norway'],
  ['Market Hall', 'Stockholm', 'Sweden'],
  ['Pharma Depot', 'Copenhagen', 'Denmark'],
  ['Data Centre East', 'Helsinki', 'Finland'],
];
const MODELS: [string, string, string][] = [
  ['TH-100', 'Nordtherm', 'thermometer'],
  ['TH-200', 'Nordtherm', 'multi'],
  ['HX-5', 'Humidex', 'hygrometer'],
  ['AQ-Pro', 'AirQ', 'multi'],
  ['AQ-Lite', 'AirQ', 'co2'],
  ['SenseOne', 'Sensora', 'multi'],
];
const METRICS_BY_KIND: Record<string, string[]> = {
  thermometer: ['temperature'],
  hygrometer: ['humidity'],
  co2: ['co2'],
  multi: ['temperature', 'humidity', 'co2'],
};
const TECHNICIANS = ['Ingrid Dahl', 'Lars Berg', 'Mette Holm', 'Pekka Virtanen', 'Sofia Lind', 'Tarmo Kask'];
const FIRMWARE = ['1.0.4', '1.2.0', '2.0.1', '2.1.3'];
const MESSAGES: Record<string, string[]> = {
  info: ['Battery below 30%', 'Firmware update available'],
  warning: ['Temperature above range', 'Humidity above range', 'Signal weak'],
  critical: ['Temperature far above range', 'Device offline', 'CO2 above safe level'],
};

/** The monitoring company's rows: 12 sites, 180 devices, their readings, alerts and visits. */
export function monitoringRows() {
  const r = seeded(4242);
  const sites: Row[] = SITES.map(([name, city, country], i) => [
    i + 1,
    name,
    city,
    country,
    day('2021-03-01', r.int(0, 1200)),
  ]);
  const models: Row[] = MODELS.map(([name, vendor, kind], i) => [i + 1, name, vendor, kind]);
  const devices: Row[] = [];
  const readings: Row[] = [];
  const alerts: Row[] = [];
  for (let d = 1; d <= 180; d++) {
    const model = r.int(1, MODELS.length);
    const site = r.int(1, SITES.length);
    const installed = day('2022-01-10', r.int(0, 900));
    devices.push([
      d,
      `SN-${String(70000 + d * 13)}`,
      model,
      site,
      installed,
      r.pick(FIRMWARE),
      r.int(5, 100),
    ]);
    // Sites further north run colder: the site's index shifts its temperatures.
    const base = {
      temperature: 4 + (site % 6) * 2.5,
      humidity: 38 + (site % 4) * 6,
      co2: 480 + (site % 5) * 90,
    };
    for (const metric of METRICS_BY_KIND[MODELS[model - 1]![2]]!) {
      const count = r.int(25, 45);
      for (let k = 0; k < count; k++) {
        const at = day('2024-06-01', r.int(0, 540));
        const centre = base[metric as keyof typeof base];
        const spread = metric === 'co2' ? 260 : metric === 'humidity' ? 18 : 6;
        readings.push([
          readings.length + 1,
          d,
          metric,
          Math.round((centre + (r.next() - 0.5) * 2 * spread) * 10) / 10,
          minuteOf(at, r.int(0, 1439)),
        ]);
      }
    }
    const alertCount = r.int(0, 6);
    for (let k = 0; k < alertCount; k++) {
      const severity = r.next() < 0.45 ? 'info' : r.next() < 0.7 ? 'warning' : 'critical';
      const raisedDay = day('2024-06-01', r.int(0, 540));
      const raisedMinute = r.int(0, 1439);
      const open = r.next() < 0.15;
      const clearedAfter = r.int(10, severity === 'critical' ? 600 : 2400);
      const cleared = open
        ? null
        : minuteOf(
            day(raisedDay, Math.floor((raisedMinute + clearedAfter) / 1440)),
            (raisedMinute + clearedAfter) % 1440,
          );
      alerts.push([
        alerts.length + 1,
        d,
        severity,
        minuteOf(raisedDay, raisedMinute),
        cleared,
        r.pick(MESSAGES[severity]!),
      ]);
    }
  }
  const visits: Row[] = [];
  for (let v = 1; v <= 260; v++)
    visits.push([
      v,
      r.int(1, SITES.length),
      r.pick(TECHNICIANS),
      day('2023-01-02', r.int(0, 700)),
      Math.round((90 + r.next() * 610) * 100) / 100,
    ]);
  return {
    sites,
    device_models: models,
    devices,
    readings,
    alerts,
    maintenance_visits: visits,
  };
}

/** Creates the monitoring company's tables and fills them through `run`. */
export const fillMonitoring = (run: RunStatement) => fillDatabase(run, SCHEMA, monitoringRows());

/** The monitoring company into a scratch PostgreSQL database of its own, dropped first. */
export const loadMonitoring = (database: string) => loadScratchDatabase(database, fillMonitoring);
