import type { EvalQuestion } from './evalQuestions.ts';

const LINE_EVENT = '"TicketOrderLine" l JOIN "Event" e ON e."EventID" = l."EventID"';
const LINE_ORDER = '"TicketOrderLine" l JOIN "TicketOrder" o ON o."OrderID" = l."OrderID"';
const REVENUE = 'sum(l."Quantity" * l."UnitPrice")';

/**
 * A ticket seller's questions (`loadTicketing.ts`): venues, events, customers, orders, their lines
 * and refunds, named in PascalCase. Each was written with its PostgreSQL answer before the planner
 * was first run on this database.
 */
export const ticketingQuestions: EvalQuestion[] = [
  { question: 'How many customers are there?', answer: null, sql: 'SELECT count(*) FROM "Customer"' },
  {
    question: 'Number of customers per country',
    answer: null,
    sql: 'SELECT "Country", count(*) FROM "Customer" GROUP BY 1',
  },
  {
    question: 'Number of events per category',
    answer: null,
    sql: 'SELECT "Category", count(*) FROM "Event" GROUP BY 1',
  },
  {
    question: 'Average base price by category',
    answer: null,
    sql: 'SELECT "Category", round(avg("BasePrice"), 2) FROM "Event" GROUP BY 1',
  },
  {
    question: 'Number of events per venue',
    answer: null,
    sql: 'SELECT v."VenueName", count(*) FROM "Event" e JOIN "Venue" v ON v."VenueID" = e."VenueID" GROUP BY v."VenueID", 1',
  },
  {
    question: 'Tickets sold by category',
    answer: null,
    sql: `SELECT e."Category", sum(l."Quantity") FROM ${LINE_EVENT} GROUP BY 1`,
  },
  {
    question: 'Revenue by category',
    answer: null,
    sql: `SELECT e."Category", ${REVENUE} FROM ${LINE_EVENT} GROUP BY 1`,
  },
  {
    question: 'Revenue by month in 2025',
    answer: null,
    sql: `SELECT to_char(o."OrderDate", 'YYYY-MM'), ${REVENUE} FROM ${LINE_ORDER} WHERE o."OrderDate" >= DATE '2025-01-01' AND o."OrderDate" < DATE '2026-01-01' GROUP BY 1`,
  },
  {
    question: 'Top 5 events by revenue',
    answer: null,
    sql: `SELECT e."EventName", ${REVENUE} v FROM ${LINE_EVENT} GROUP BY e."EventID", 1 ORDER BY v DESC LIMIT 5`,
  },
  {
    question: 'Number of orders per channel',
    answer: null,
    sql: 'SELECT "Channel", count(*) FROM "TicketOrder" GROUP BY 1',
  },
  {
    question: 'Revenue by city',
    answer: null,
    sql: `SELECT v."City", ${REVENUE} FROM ${LINE_EVENT} JOIN "Venue" v ON v."VenueID" = e."VenueID" GROUP BY 1`,
  },
  {
    question: 'Which venue sold the most tickets?',
    answer: null,
    sql: `SELECT v."VenueName", sum(l."Quantity") n FROM ${LINE_EVENT} JOIN "Venue" v ON v."VenueID" = e."VenueID" GROUP BY v."VenueID", 1 ORDER BY n DESC LIMIT 1`,
  },
  { question: 'Total refund amount', answer: null, sql: 'SELECT sum("Amount") FROM "Refund"' },
  {
    question: 'Number of refunds per reason',
    answer: null,
    sql: 'SELECT "Reason", count(*) FROM "Refund" GROUP BY 1',
  },
  {
    question: 'How many orders used a promo code?',
    answer: null,
    sql: 'SELECT count(*) FROM "TicketOrder" WHERE "PromoCode" IS NOT NULL',
  },
  {
    question: 'Customers signed up per year',
    answer: null,
    sql: `SELECT to_char("SignupDate", 'YYYY'), count(*) FROM "Customer" GROUP BY 1`,
  },
  {
    question: 'Average quantity',
    answer: null,
    sql: 'SELECT round(avg("Quantity"), 2) FROM "TicketOrderLine"',
  },
  {
    question: 'Number of orders in 2024',
    answer: null,
    sql: `SELECT count(*) FROM "TicketOrder" WHERE "OrderDate" >= DATE '2024-01-01' AND "OrderDate" < DATE '2025-01-01'`,
  },
  {
    question: 'Revenue for Comedy events',
    answer: null,
    sql: `SELECT ${REVENUE} FROM ${LINE_EVENT} WHERE e."Category" = 'Comedy'`,
  },
  {
    question: 'Top 3 countries by revenue',
    answer: null,
    sql: `SELECT c."Country", ${REVENUE} v FROM ${LINE_ORDER} JOIN "Customer" c ON c."CustomerID" = o."CustomerID" GROUP BY 1 ORDER BY v DESC LIMIT 3`,
  },
  {
    question: 'Which venue has the largest capacity?',
    answer: null,
    sql: 'SELECT "VenueName", "Capacity" FROM "Venue" ORDER BY "Capacity" DESC LIMIT 1',
  },
  {
    question: 'Number of events per month in 2025',
    answer: null,
    sql: `SELECT to_char("EventDate", 'YYYY-MM'), count(*) FROM "Event" WHERE "EventDate" >= DATE '2025-01-01' AND "EventDate" < DATE '2026-01-01' GROUP BY 1`,
  },
  {
    question: 'Total capacity by city',
    answer: null,
    sql: 'SELECT "City", sum("Capacity") FROM "Venue" GROUP BY 1',
  },
  {
    question: 'Refund amount by reason',
    answer: null,
    sql: 'SELECT "Reason", sum("Amount") FROM "Refund" GROUP BY 1',
  },
  {
    question: 'Average order value',
    answer: null,
    sql: `SELECT round(${REVENUE} / count(DISTINCT l."OrderID"), 2) FROM "TicketOrderLine" l`,
  },
];
