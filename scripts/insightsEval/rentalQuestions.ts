import type { EvalQuestion } from './evalQuestions.ts';

const RENTAL_FILM =
  'rental r JOIN inventory i ON i.inventory_id = r.inventory_id JOIN film f ON f.film_id = i.film_id';
const PAYMENT_CATEGORY =
  'payment p JOIN rental r ON r.rental_id = p.rental_id JOIN inventory i ON i.inventory_id = r.inventory_id JOIN film_category fc ON fc.film_id = i.film_id JOIN category c ON c.category_id = fc.category_id';
const CUSTOMER_COUNTRY =
  'customer cu JOIN address a ON a.address_id = cu.address_id JOIN city ci ON ci.city_id = a.city_id JOIN country co ON co.country_id = ci.country_id';

/**
 * A film-rental chain's questions (`loadRental.ts`): films with actors and categories, copies in
 * stores' inventory, customers who rent them and pay. Each was written with its PostgreSQL answer
 * before the planner was first run on this database.
 */
export const rentalQuestions: EvalQuestion[] = [
  { question: 'How many films are there?', answer: null, sql: 'SELECT count(*) FROM film' },
  {
    question: 'Number of films per rating',
    answer: null,
    sql: 'SELECT rating, count(*) FROM film GROUP BY 1',
  },
  { question: 'Average film length', answer: null, sql: 'SELECT round(avg(length), 2) FROM film' },
  { question: 'What is the longest film length?', answer: null, sql: 'SELECT max(length) FROM film' },
  {
    question: 'Top 3 actors by number of films',
    answer: null,
    sql: 'SELECT a.first_name, a.last_name, count(*) n FROM film_actor fa JOIN actor a ON a.actor_id = fa.actor_id GROUP BY a.actor_id, 1, 2 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Top 10 countries by number of customers',
    answer: null,
    sql: `SELECT co.country, count(*) n FROM ${CUSTOMER_COUNTRY} GROUP BY co.country_id, 1 ORDER BY n DESC LIMIT 10`,
  },
  { question: 'Total payments', answer: null, sql: 'SELECT sum(amount) FROM payment' },
  {
    question: 'Average payment amount',
    answer: null,
    sql: 'SELECT round(avg(amount), 2) FROM payment',
  },
  {
    question: 'Which film has been rented the most times?',
    answer: null,
    sql: `SELECT f.title, count(*) n FROM ${RENTAL_FILM} GROUP BY f.film_id, 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Number of rentals per month in 2025',
    answer: null,
    sql: "SELECT to_char(rental_date, 'YYYY-MM'), count(*) FROM rental WHERE rental_date >= DATE '2025-01-01' AND rental_date < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Revenue by film category',
    answer: null,
    sql: `SELECT c.name, sum(p.amount) FROM ${PAYMENT_CATEGORY} GROUP BY c.category_id, 1`,
  },
  {
    question: 'Number of films per category',
    answer: null,
    sql: 'SELECT c.name, count(*) FROM film_category fc JOIN category c ON c.category_id = fc.category_id GROUP BY c.category_id, 1',
  },
  {
    question: 'Total payment amount by staff member',
    answer: null,
    sql: 'SELECT s.first_name, s.last_name, sum(p.amount) FROM payment p JOIN staff s ON s.staff_id = p.staff_id GROUP BY s.staff_id, 1, 2',
  },
  {
    question: 'Number of customers per store',
    answer: null,
    sql: 'SELECT store_id, count(*) FROM customer GROUP BY 1',
  },
  {
    question: 'How many customers are active?',
    answer: null,
    sql: 'SELECT count(*) FROM customer WHERE active',
  },
  {
    question: 'Average rental rate by rating',
    answer: null,
    sql: 'SELECT rating, round(avg(rental_rate), 2) FROM film GROUP BY 1',
  },
  {
    question: 'Average replacement cost per category',
    answer: null,
    sql: 'SELECT c.name, round(avg(f.replacement_cost), 2) FROM film f JOIN film_category fc ON fc.film_id = f.film_id JOIN category c ON c.category_id = fc.category_id GROUP BY c.category_id, 1',
  },
  {
    question: 'Number of rentals by staff member',
    answer: null,
    sql: 'SELECT s.first_name, s.last_name, count(*) FROM rental r JOIN staff s ON s.staff_id = r.staff_id GROUP BY s.staff_id, 1, 2',
  },
  {
    question: 'Top 5 customers by total payments',
    answer: null,
    sql: 'SELECT cu.first_name, cu.last_name, sum(p.amount) t FROM payment p JOIN customer cu ON cu.customer_id = p.customer_id GROUP BY cu.customer_id, 1, 2 ORDER BY t DESC LIMIT 5',
  },
  {
    question: 'How many films are in the Comedy category?',
    answer: null,
    sql: "SELECT count(*) FROM film_category fc JOIN category c ON c.category_id = fc.category_id WHERE c.name = 'Comedy'",
  },
  {
    question: 'Number of films per language',
    answer: null,
    sql: 'SELECT l.name, count(*) FROM film f JOIN language l ON l.language_id = f.language_id GROUP BY l.language_id, 1',
  },
  {
    question: 'Which city has the most customers?',
    answer: null,
    sql: 'SELECT ci.city, count(*) n FROM customer cu JOIN address a ON a.address_id = cu.address_id JOIN city ci ON ci.city_id = a.city_id GROUP BY ci.city_id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total payment amount by month in 2025',
    answer: null,
    sql: "SELECT to_char(payment_date, 'YYYY-MM'), sum(amount) FROM payment WHERE payment_date >= DATE '2025-01-01' AND payment_date < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'How many rentals have not been returned?',
    answer: null,
    sql: 'SELECT count(*) FROM rental WHERE return_date IS NULL',
  },
  {
    question: 'Number of films released per year',
    answer: null,
    sql: 'SELECT release_year, count(*) FROM film GROUP BY 1',
  },
  {
    question: 'Which category has the most films?',
    answer: null,
    sql: 'SELECT c.name, count(*) n FROM film_category fc JOIN category c ON c.category_id = fc.category_id GROUP BY c.category_id, 1 ORDER BY n DESC LIMIT 1',
  },
];
