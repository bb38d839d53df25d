import type { EvalQuestion } from './evalQuestions.ts';

const BOOKING_FLIGHT = 'bookings b JOIN flights f ON f.flight_id = b.flight_id';
const BOOKING_PASSENGER = 'bookings b JOIN passengers p ON p.passenger_id = b.passenger_id';

/**
 * An airline's everyday questions (`loadAirline.ts`), each written with its PostgreSQL answer before
 * the planner was first run on this database. Flights refer to airports twice (origin and
 * destination). The MariaDB copy is graded against the same answers.
 */
export const airlineQuestions: EvalQuestion[] = [
  { question: 'How many flights are there?', answer: null, sql: 'SELECT count(*) FROM flights' },
  {
    question: 'Number of passengers per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM passengers GROUP BY 1',
  },
  { question: 'Total fares', answer: null, sql: 'SELECT sum(fare) FROM bookings' },
  { question: 'Total revenue', answer: null, sql: 'SELECT sum(fare) FROM bookings' },
  {
    question: 'Average fare by cabin',
    answer: null,
    sql: 'SELECT cabin, round(avg(fare), 2) FROM bookings GROUP BY 1',
  },
  {
    question: 'Number of bookings per cabin',
    answer: null,
    sql: 'SELECT cabin, count(*) FROM bookings GROUP BY 1',
  },
  {
    question: 'Top 5 destinations by number of flights',
    answer: null,
    sql: 'SELECT a.airport_name, count(*) n FROM flights f JOIN airports a ON a.airport_id = f.destination_id GROUP BY a.airport_id, 1 ORDER BY n DESC LIMIT 5',
  },
  {
    question: 'Number of flights per origin airport',
    answer: null,
    sql: 'SELECT a.airport_name, count(*) FROM flights f JOIN airports a ON a.airport_id = f.origin_id GROUP BY a.airport_id, 1',
  },
  {
    question: 'Average flight distance',
    answer: null,
    sql: 'SELECT round(avg(distance_km), 2) FROM flights',
  },
  { question: 'Longest flight distance', answer: null, sql: 'SELECT max(distance_km) FROM flights' },
  {
    question: 'Number of flights by status',
    answer: null,
    sql: 'SELECT status, count(*) FROM flights GROUP BY 1',
  },
  {
    question: 'How many flights were delayed?',
    answer: null,
    sql: "SELECT count(*) FROM flights WHERE status = 'Delayed'",
  },
  {
    question: 'Bookings by month in 2025',
    answer: null,
    sql: "SELECT to_char(booked_on, 'YYYY-MM'), count(*) FROM bookings WHERE booked_on >= DATE '2025-01-01' AND booked_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Top 3 aircraft models by number of flights',
    answer: null,
    sql: 'SELECT a.model, count(*) n FROM flights f JOIN aircraft a ON a.aircraft_id = f.aircraft_id GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Total checked bags by cabin',
    answer: null,
    sql: 'SELECT cabin, sum(checked_bags) FROM bookings GROUP BY 1',
  },
  {
    question: 'Average number of seats per aircraft',
    answer: null,
    sql: 'SELECT round(avg(seats), 2) FROM aircraft',
  },
  {
    question: 'Which passenger has the most bookings?',
    answer: null,
    sql: `SELECT p.first_name, p.last_name, count(*) n FROM ${BOOKING_PASSENGER} GROUP BY p.passenger_id, 1, 2 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Revenue by loyalty tier',
    answer: null,
    sql: `SELECT p.loyalty_tier, sum(b.fare) FROM ${BOOKING_PASSENGER} GROUP BY 1`,
  },
  {
    question: 'Number of passengers per loyalty tier',
    answer: null,
    sql: 'SELECT loyalty_tier, count(*) FROM passengers GROUP BY 1',
  },
  {
    question: 'Flights per year',
    answer: null,
    sql: "SELECT to_char(departure_time, 'YYYY'), count(*) FROM flights GROUP BY 1",
  },
  {
    question: 'Total fares for Business',
    answer: null,
    sql: "SELECT sum(fare) FROM bookings WHERE cabin = 'Business'",
  },
  {
    question: 'Average fare by passenger country',
    answer: null,
    sql: `SELECT p.country, round(avg(b.fare), 2) FROM ${BOOKING_PASSENGER} GROUP BY 1`,
  },
  {
    question: 'Which airport has the most departures?',
    answer: null,
    sql: 'SELECT a.airport_name, count(*) n FROM flights f JOIN airports a ON a.airport_id = f.origin_id GROUP BY a.airport_id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Number of bookings per flight number',
    answer: null,
    sql: `SELECT f.flight_number, count(*) FROM ${BOOKING_FLIGHT} GROUP BY 1`,
  },
  {
    question: 'Share of bookings by cabin',
    answer: null,
    sql: 'SELECT cabin, count(*) FROM bookings GROUP BY 1',
  },
  {
    question: 'How many passengers are Gold members?',
    answer: null,
    sql: "SELECT count(*) FROM passengers WHERE loyalty_tier = 'Gold'",
  },
  {
    question: 'Average days between booking and departure',
    answer: null,
    sql: `SELECT round(avg(f.departure_time::date - b.booked_on), 2) FROM ${BOOKING_FLIGHT}`,
  },
  {
    question: 'Number of flights per manufacturer',
    answer: null,
    sql: 'SELECT a.manufacturer, count(*) FROM flights f JOIN aircraft a ON a.aircraft_id = f.aircraft_id GROUP BY 1',
  },
];
