import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE hotels (hotel_id INTEGER PRIMARY KEY, hotel_name VARCHAR(60) NOT NULL, city VARCHAR(40) NOT NULL, country VARCHAR(40) NOT NULL, star_rating INTEGER NOT NULL, opened_year INTEGER NOT NULL)',
  'CREATE TABLE room_types (room_type_id INTEGER PRIMARY KEY, type_name VARCHAR(30) NOT NULL, capacity INTEGER NOT NULL)',
  'CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(hotel_id), room_type_id INTEGER NOT NULL REFERENCES room_types(room_type_id), room_number VARCHAR(6) NOT NULL, nightly_rate NUMERIC(8,2) NOT NULL)',
  'CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, full_name VARCHAR(80) NOT NULL, email VARCHAR(80), country VARCHAR(40) NOT NULL, loyalty_tier VARCHAR(10) NOT NULL, joined_on DATE NOT NULL)',
  'CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, guest_id INTEGER NOT NULL REFERENCES guests(guest_id), room_id INTEGER NOT NULL REFERENCES rooms(room_id), booked_at TIMESTAMP NOT NULL, check_in DATE NOT NULL, check_out DATE NOT NULL, status VARCHAR(12) NOT NULL, total_price NUMERIC(10,2) NOT NULL, channel VARCHAR(12) NOT NULL)',
  'CREATE TABLE reviews (review_id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL REFERENCES bookings(booking_id), score INTEGER NOT NULL, comment TEXT, reviewed_on DATE NOT NULL)',
  'CREATE TABLE extras (extra_id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL REFERENCES bookings(booking_id), item VARCHAR(20) NOT NULL, amount NUMERIC(8,2) NOT NULL, charged_on DATE NOT NULL)',
];

const HOTELS: [string, string, string][] = [
  ['Harbour View', 'Lisbon', 'Portugal'],
  ['Old Town Inn', 'Porto', 'Portugal'],
  ['Canal House', 'Amsterdam', 'Netherlands'],
  ['Dune Lodge', 'Agadir', 'Morocco'],
  ['Medina Palace', 'Marrakesh', 'Morocco'],
  ['Fjord Rest', 'Bergen', 'Norway'],
  ['Alpine Peak', 'Innsbruck', 'Austria'],
  ['River Loft', 'Vienna', 'Austria'],
  ['Garden Court', 'Kyoto', 'Japan'],
];
const TYPES: [string, number][] = [
  ['Single', 1],
  ['Double', 2],
  ['Twin', 2],
  ['Family', 4],
  ['Suite', 3],
];
const COUNTRIES = ['Portugal', 'Germany', 'France', 'USA', 'Japan', 'Brazil', 'Morocco', 'Norway'];
const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Eva', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jon', 'Kemi', 'Leo'];
const LAST = ['Adams', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fonseca', 'Grant', 'Ito', 'Jansen'];
const STATUSES = ['Completed', 'Completed', 'Completed', 'Confirmed', 'Cancelled', 'No-show'];
const CHANNELS = ['Website', 'Website', 'Agency', 'Phone'];
const ITEMS: [string, number][] = [
  ['Breakfast', 18],
  ['Spa', 65],
  ['Parking', 22],
  ['Minibar', 14],
];

/**
 * A hotel group's rows: 9 hotels, 5 room types, 360 rooms, 1,400 guests, 6,000 bookings with
 * their reviews and extra charges.
 */
export function hotelRows() {
  const r = seeded(2718);
  const hotels = HOTELS.map(([name, city, country], i) => [
    i + 1,
    name,
    city,
    country,
    r.int(3, 5),
    r.int(1975, 2021),
  ]);
  const room_types = TYPES.map(([name, capacity], i) => [i + 1, name, capacity]);
  const rooms = Array.from({ length: 360 }, (_, i) => {
    const type = r.next() < 0.4 ? 2 : r.int(1, TYPES.length);
    return [
      i + 1,
      r.next() < 0.2 ? 1 : r.int(1, HOTELS.length),
      type,
      `${r.int(1, 9)}${String(r.int(1, 40)).padStart(2, '0')}`,
      60 + type * 25 + r.int(0, 40),
    ];
  });
  const guests = Array.from({ length: 1400 }, (_, i) => [
    i + 1,
    `${r.pick(FIRST)} ${r.pick(LAST)}${i}`,
    r.next() < 0.1 ? null : `guest${i + 1}@mail.example`,
    r.next() < 0.3 ? 'Germany' : r.pick(COUNTRIES),
    r.next() < 0.1 ? 'Gold' : r.next() < 0.3 ? 'Silver' : 'None',
    day('2019-01-01', r.int(0, 2400)),
  ]);
  const bookings: (string | number)[][] = [];
  const reviews: (string | number | null)[][] = [];
  const extras: (string | number)[][] = [];
  for (let i = 0; i < 6000; i++) {
    const room = rooms[r.int(0, rooms.length - 1)]!;
    const booked = day('2023-06-01', r.int(0, 900));
    const checkIn = day(booked, r.int(1, 120));
    const nights = r.int(1, 9);
    const status = r.pick(STATUSES);
    bookings.push([
      i + 1,
      r.next() < 0.15 ? r.int(1, 60) : r.int(1, 1400),
      Number(room[0]),
      `${booked} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00`,
      checkIn,
      day(checkIn, nights),
      status,
      Number(room[4]) * nights,
      r.pick(CHANNELS),
    ]);
    if (status === 'Completed' && r.next() < 0.6)
      reviews.push([
        reviews.length + 1,
        i + 1,
        Math.min(10, Math.max(1, Math.round(6 + Number(room[1]) / 3 + (r.next() - 0.5) * 6))),
        r.next() < 0.5 ? null : 'Lovely stay',
        day(checkIn, nights + r.int(0, 20)),
      ]);
    if (status === 'Completed')
      for (let k = r.int(0, 3); k > 0; k--) {
        const [item, price] = r.pick(ITEMS);
        extras.push([extras.length + 1, i + 1, item, price + r.int(0, 10), day(checkIn, r.int(0, nights))]);
      }
  }
  return { hotels, room_types, rooms, guests, bookings, reviews, extras };
}

/** Creates the hotel group's tables and fills them through `run`. */
export const fillHotels = (run: RunStatement) => fillDatabase(run, SCHEMA, hotelRows());

/** The hotel group into a scratch PostgreSQL database of its own, dropped first. */
export const loadHotels = (database: string) => loadScratchDatabase(database, fillHotels);
