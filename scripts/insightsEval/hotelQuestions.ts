import type { EvalQuestion } from './evalQuestions.ts';

const BOOKING_HOTEL =
  'bookings b JOIN rooms r ON r.room_id = b.room_id JOIN hotels h ON h.hotel_id = r.hotel_id';

/**
 * A hotel group's questions (`loadHotels.ts`): hotels with rooms of a type, guests who book them,
 * reviews and extra charges. Each was written with its PostgreSQL answer before the planner was
 * first run on this database.
 */
export const hotelQuestions: EvalQuestion[] = [
  { question: 'How many hotels are there?', answer: null, sql: 'SELECT count(*) FROM hotels' },
  {
    question: 'Number of hotels per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM hotels GROUP BY 1',
  },
  {
    question: 'Average nightly rate by room type',
    answer: null,
    sql: 'SELECT t.type_name, round(avg(r.nightly_rate), 2) FROM rooms r JOIN room_types t ON t.room_type_id = r.room_type_id GROUP BY 1',
  },
  {
    question: 'Number of bookings per month in 2024',
    answer: null,
    sql: "SELECT to_char(booked_at, 'YYYY-MM'), count(*) FROM bookings WHERE booked_at >= DATE '2024-01-01' AND booked_at < DATE '2025-01-01' GROUP BY 1",
  },
  {
    question: 'Revenue by hotel',
    answer: null,
    sql: `SELECT h.hotel_name, sum(b.total_price) FROM ${BOOKING_HOTEL} GROUP BY h.hotel_id, 1`,
  },
  {
    question: 'Average review score by hotel',
    answer: null,
    sql: `SELECT h.hotel_name, round(avg(v.score), 2) FROM reviews v JOIN ${BOOKING_HOTEL} ON b.booking_id = v.booking_id GROUP BY h.hotel_id, 1`,
  },
  {
    question: 'Top 2 guests by number of bookings',
    answer: null,
    sql: 'SELECT g.full_name, count(*) n FROM bookings b JOIN guests g ON g.guest_id = b.guest_id GROUP BY g.guest_id, 1 ORDER BY n DESC LIMIT 2',
  },
  {
    question: 'How many bookings were cancelled?',
    answer: null,
    sql: "SELECT count(*) FROM bookings WHERE status = 'Cancelled'",
  },
  {
    question: 'Number of bookings per channel',
    answer: null,
    sql: 'SELECT channel, count(*) FROM bookings GROUP BY 1',
  },
  {
    question: 'Average length of stay in nights',
    answer: null,
    sql: 'SELECT round(avg(check_out - check_in), 2) FROM bookings',
  },
  {
    question: 'Which hotel has the highest average review score?',
    answer: null,
    sql: `SELECT h.hotel_name, round(avg(v.score), 2) s FROM reviews v JOIN ${BOOKING_HOTEL} ON b.booking_id = v.booking_id GROUP BY h.hotel_id, 1 ORDER BY s DESC LIMIT 1`,
  },
  {
    question: 'Total extras amount by item',
    answer: null,
    sql: 'SELECT item, sum(amount) FROM extras GROUP BY 1',
  },
  {
    question: 'Number of guests per loyalty tier',
    answer: null,
    sql: 'SELECT loyalty_tier, count(*) FROM guests GROUP BY 1',
  },
  {
    question: 'Number of rooms per hotel',
    answer: null,
    sql: 'SELECT h.hotel_name, count(*) FROM rooms r JOIN hotels h ON h.hotel_id = r.hotel_id GROUP BY h.hotel_id, 1',
  },
  {
    question: 'Average total price by channel',
    answer: null,
    sql: 'SELECT channel, round(avg(total_price), 2) FROM bookings GROUP BY 1',
  },
  {
    question: 'Top 3 countries by number of guests',
    answer: null,
    sql: 'SELECT country, count(*) n FROM guests GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Number of bookings by guest country',
    answer: null,
    sql: 'SELECT g.country, count(*) FROM bookings b JOIN guests g ON g.guest_id = b.guest_id GROUP BY 1',
  },
  {
    question: 'Revenue by room type',
    answer: null,
    sql: 'SELECT t.type_name, sum(b.total_price) FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN room_types t ON t.room_type_id = r.room_type_id GROUP BY 1',
  },
  {
    question: 'How many hotels have 5 stars?',
    answer: null,
    sql: 'SELECT count(*) FROM hotels WHERE star_rating = 5',
  },
  {
    question: 'Average nightly rate per city',
    answer: null,
    sql: 'SELECT h.city, round(avg(r.nightly_rate), 2) FROM rooms r JOIN hotels h ON h.hotel_id = r.hotel_id GROUP BY 1',
  },
  {
    question: 'Number of reviews per month in 2025',
    answer: null,
    sql: "SELECT to_char(reviewed_on, 'YYYY-MM'), count(*) FROM reviews WHERE reviewed_on >= DATE '2025-01-01' AND reviewed_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'How many bookings have no review?',
    answer: null,
    sql: 'SELECT count(*) FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM reviews v WHERE v.booking_id = b.booking_id)',
  },
  {
    question: 'Total extras amount by hotel',
    answer: null,
    sql: `SELECT h.hotel_name, sum(e.amount) FROM extras e JOIN ${BOOKING_HOTEL} ON b.booking_id = e.booking_id GROUP BY h.hotel_id, 1`,
  },
  {
    question: 'Which room type is booked the most?',
    answer: null,
    sql: 'SELECT t.type_name, count(*) n FROM bookings b JOIN rooms r ON r.room_id = b.room_id JOIN room_types t ON t.room_type_id = r.room_type_id GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Number of hotels opened per year',
    answer: null,
    sql: 'SELECT opened_year, count(*) FROM hotels GROUP BY 1',
  },
];
