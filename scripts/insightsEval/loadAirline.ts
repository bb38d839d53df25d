import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE airports (airport_id INTEGER PRIMARY KEY, airport_name VARCHAR(80) NOT NULL, city VARCHAR(40) NOT NULL, country VARCHAR(40) NOT NULL)',
  'CREATE TABLE aircraft (aircraft_id INTEGER PRIMARY KEY, model VARCHAR(40) NOT NULL, manufacturer VARCHAR(40) NOT NULL, seats INTEGER NOT NULL)',
  'CREATE TABLE flights (flight_id INTEGER PRIMARY KEY, flight_number VARCHAR(10) NOT NULL, origin_id INTEGER NOT NULL REFERENCES airports(airport_id), destination_id INTEGER NOT NULL REFERENCES airports(airport_id), aircraft_id INTEGER NOT NULL REFERENCES aircraft(aircraft_id), departure_time TIMESTAMP NOT NULL, arrival_time TIMESTAMP NOT NULL, distance_km INTEGER NOT NULL, status VARCHAR(20) NOT NULL)',
  'CREATE TABLE passengers (passenger_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, country VARCHAR(40) NOT NULL, birth_date DATE NOT NULL, loyalty_tier VARCHAR(10) NOT NULL)',
  'CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, passenger_id INTEGER NOT NULL REFERENCES passengers(passenger_id), flight_id INTEGER NOT NULL REFERENCES flights(flight_id), booked_on DATE NOT NULL, fare NUMERIC(8,2) NOT NULL, cabin VARCHAR(10) NOT NULL, checked_bags INTEGER NOT NULL)',
];

const AIRPORTS: [string, string, string][] = [
  ['Lisbon Humberto Delgado', 'Lisbon', 'Portugal'],
  ['Porto Francisco Sa Carneiro', 'Porto', 'Portugal'],
  ['Madrid Barajas', 'Madrid', 'Spain'],
  ['Barcelona El Prat', 'Barcelona', 'Spain'],
  ['Paris Orly', 'Paris', 'France'],
  ['Lyon Saint-Exupery', 'Lyon', 'France'],
  ['Amsterdam Schiphol', 'Amsterdam', 'Netherlands'],
  ['Dublin', 'Dublin', 'Ireland'],
  ['Milan Linate', 'Milan', 'Italy'],
  ['Berlin Brandenburg', 'Berlin', 'Germany'],
];
const AIRCRAFT: [string, string, number][] = [
  ['A320neo', 'Airbus', 174],
  ['A321neo', 'Airbus', 212],
  ['737-800', 'Boeing', 186],
  ['E195-E2', 'Embraer', 132],
  ['ATR 72', 'ATR', 70],
  ['A220-300', 'Airbus', 145],
];
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diogo',
  'Elena',
  'Felix',
  'Gina',
  'Hans',
  'Iris',
  'Joao',
  'Karin',
  'Luis',
];
const LAST = [
  'Silva',
  'Garcia',
  'Martin',
  'Muller',
  'Rossi',
  'Murphy',
  'de Vries',
  'Costa',
  'Lopez',
  'Weber',
];
const COUNTRIES = ['Portugal', 'Spain', 'France', 'Netherlands', 'Ireland', 'Italy', 'Germany'];

/** An airline's rows: 10 airports, 6 aircraft, 800 flights in 2024 and 2025, 400 passengers, 3,000 bookings. */
export function airlineRows() {
  const r = seeded(777001);
  const airports = AIRPORTS.map(([name, city, country], i) => [i + 1, name, city, country]);
  const aircraft = AIRCRAFT.map(([model, maker, seats], i) => [i + 1, model, maker, seats]);
  const flights = Array.from({ length: 800 }, (_, i) => {
    // Lisbon and Madrid are hubs: they start and end more flights than the others.
    const hubbed = () => (r.next() < 0.35 ? r.pick([1, 1, 3]) : r.int(1, 10));
    const origin = hubbed();
    let destination = hubbed();
    while (destination === origin) destination = r.int(1, 10);
    const departs = new Date(
      `${day('2024-01-01', r.int(0, 730))}T${String(r.int(6, 21)).padStart(2, '0')}:${r.pick(['00', '15', '30', '45'])}:00Z`,
    );
    const minutes = r.int(70, 190);
    const arrives = new Date(departs.getTime() + minutes * 60_000);
    const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
    const status = r.next() < 0.78 ? 'On time' : r.next() < 0.8 ? 'Delayed' : 'Cancelled';
    return [
      i + 1,
      `TP${1000 + (i % 120)}`,
      origin,
      destination,
      r.int(1, 6),
      stamp(departs),
      stamp(arrives),
      minutes * 8 + r.int(0, 60),
      status,
    ];
  });
  const passengers = Array.from({ length: 400 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    r.pick(LAST),
    r.pick(COUNTRIES),
    day('1950-01-01', r.int(0, 20000)),
    r.next() < 0.6 ? 'None' : r.next() < 0.7 ? 'Silver' : 'Gold',
  ]);
  const bookings = Array.from({ length: 3000 }, (_, i) => {
    const flight = flights[r.int(0, flights.length - 1)]!;
    const cabin = r.next() < 0.75 ? 'Economy' : r.next() < 0.8 ? 'Business' : 'First';
    const base = { Economy: 60, Business: 240, First: 520 }[cabin]!;
    const departs = String(flight[5]).slice(0, 10);
    return [
      i + 1,
      r.int(1, 400),
      flight[0]!,
      day(departs, -r.int(1, 120)),
      base + r.int(0, 9000) / 100,
      cabin,
      r.int(0, 3),
    ];
  });
  return { airports, aircraft, flights, passengers, bookings };
}

/** Creates the airline's tables and fills them through `run`. */
export const fillAirline = (run: RunStatement) => fillDatabase(run, SCHEMA, airlineRows());

/** The airline into a scratch PostgreSQL database of its own, dropped first. */
export const loadAirline = (database: string) => loadScratchDatabase(database, fillAirline);
