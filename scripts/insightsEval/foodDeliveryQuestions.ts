import { type EvalQuestion, inYear } from './evalQuestions.ts';

const placedIn = (year: number) => inYear('o.placed_at', year);
const userName = "u.first_name || ' ' || u.last_name";

/**
 * A food delivery platform's questions (`loadFoodDelivery.ts`), over a Django project's
 * database. Each was written with its PostgreSQL answer before the planner was first run on
 * this database.
 */
export const foodDeliveryQuestions: EvalQuestion[] = [
  {
    question: 'How many restaurants are there?',
    answer: null,
    sql: 'SELECT count(*) FROM restaurants_restaurant',
  },
  {
    question: 'Number of restaurants per cuisine',
    answer: null,
    sql: 'SELECT cuisine, count(*) FROM restaurants_restaurant GROUP BY 1',
  },
  {
    question: 'Number of restaurants by city',
    answer: null,
    sql: 'SELECT city, count(*) FROM restaurants_restaurant GROUP BY 1',
  },
  {
    question: 'Number of orders per status',
    answer: null,
    sql: 'SELECT status, count(*) FROM orders_order GROUP BY 1',
  },
  {
    question: 'Orders per month in 2025',
    answer: null,
    sql: `SELECT to_char(o.placed_at, 'YYYY-MM'), count(*) FROM orders_order o WHERE ${placedIn(2025)} GROUP BY 1`,
  },
  {
    question: 'Top 5 restaurants by number of orders',
    answer: null,
    sql: 'SELECT r.name, count(*) n FROM orders_order o JOIN restaurants_restaurant r ON r.id = o.restaurant_id GROUP BY r.id, 1 ORDER BY n DESC LIMIT 5',
  },
  {
    question: 'Total order amount by cuisine',
    answer: null,
    sql: 'SELECT r.cuisine, sum(o.amount) FROM orders_order o JOIN restaurants_restaurant r ON r.id = o.restaurant_id GROUP BY 1',
  },
  { question: 'Average tip', answer: null, sql: 'SELECT round(avg(tip), 2) FROM orders_order' },
  {
    question: 'Total tips by vehicle',
    answer: null,
    sql: 'SELECT c.vehicle, sum(o.tip) FROM orders_order o JOIN delivery_courier c ON c.id = o.courier_id GROUP BY 1',
  },
  {
    question: 'Which courier has delivered the most orders?',
    answer: null,
    sql: `SELECT ${userName}, count(*) n FROM orders_order o JOIN delivery_courier c ON c.id = o.courier_id JOIN auth_user u ON u.id = c.user_id WHERE o.status = 'delivered' GROUP BY c.id, 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Average rating by cuisine',
    answer: null,
    sql: 'SELECT r.cuisine, round(avg(v.rating), 2) FROM reviews_review v JOIN orders_order o ON o.id = v.order_id JOIN restaurants_restaurant r ON r.id = o.restaurant_id GROUP BY 1',
  },
  {
    question: 'Which restaurant has the highest average rating?',
    answer: null,
    sql: 'SELECT r.name, round(avg(v.rating), 2) a FROM reviews_review v JOIN orders_order o ON o.id = v.order_id JOIN restaurants_restaurant r ON r.id = o.restaurant_id GROUP BY r.id, 1 ORDER BY a DESC LIMIT 1',
  },
  {
    question: 'Number of menu items per category',
    answer: null,
    sql: 'SELECT category, count(*) FROM restaurants_menuitem GROUP BY 1',
  },
  {
    question: 'Average menu item price by cuisine',
    answer: null,
    sql: 'SELECT r.cuisine, round(avg(m.price), 2) FROM restaurants_menuitem m JOIN restaurants_restaurant r ON r.id = m.restaurant_id GROUP BY 1',
  },
  {
    question: 'Top 5 menu items by quantity sold',
    answer: null,
    sql: 'SELECT m.name, sum(i.quantity) q FROM orders_orderitem i JOIN restaurants_menuitem m ON m.id = i.menu_item_id GROUP BY m.id, 1 ORDER BY q DESC LIMIT 5',
  },
  { question: 'How many customers are there?', answer: null, sql: 'SELECT count(*) FROM accounts_customer' },
  {
    question: 'How many customers opted in to marketing?',
    answer: null,
    sql: 'SELECT count(*) FROM accounts_customer WHERE marketing_opt_in',
  },
  {
    question: 'New customers per month in 2025',
    answer: null,
    sql: `SELECT to_char(u.date_joined, 'YYYY-MM'), count(*) FROM accounts_customer c JOIN auth_user u ON u.id = c.user_id WHERE ${inYear('u.date_joined', 2025)} GROUP BY 1`,
  },
  {
    question: 'Number of couriers per vehicle',
    answer: null,
    sql: 'SELECT vehicle, count(*) FROM delivery_courier GROUP BY 1',
  },
  {
    question: 'How many active couriers are there?',
    answer: null,
    sql: 'SELECT count(*) FROM delivery_courier WHERE is_active',
  },
  {
    question: 'Total delivery fees in 2025',
    answer: null,
    sql: `SELECT sum(o.delivery_fee) FROM orders_order o WHERE ${placedIn(2025)}`,
  },
  {
    question: 'Number of reviews per rating',
    answer: null,
    sql: 'SELECT rating, count(*) FROM reviews_review GROUP BY 1',
  },
  {
    question: 'Average delivery time in minutes',
    answer: null,
    sql: 'SELECT round(avg(extract(epoch FROM delivered_at - placed_at) / 60), 2) FROM orders_order',
  },
  {
    question: 'Top 3 cities by number of orders',
    answer: null,
    sql: 'SELECT r.city, count(*) n FROM orders_order o JOIN restaurants_restaurant r ON r.id = o.restaurant_id GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'How many orders were refunded?',
    answer: null,
    sql: `SELECT count(*) FROM orders_order WHERE status = 'refunded'`,
  },
  {
    question: 'Top 3 customers by number of orders',
    answer: null,
    sql: `SELECT ${userName}, count(*) n FROM orders_order o JOIN accounts_customer c ON c.id = o.customer_id JOIN auth_user u ON u.id = c.user_id GROUP BY c.id, 1 ORDER BY n DESC LIMIT 3`,
  },
  {
    question: 'Total order amount per month in 2024',
    answer: null,
    sql: `SELECT to_char(o.placed_at, 'YYYY-MM'), sum(o.amount) FROM orders_order o WHERE ${placedIn(2024)} GROUP BY 1`,
  },
];
