import type { EvalQuestion } from './evalQuestions.ts';

const SALE_PROPERTY = 'sales s JOIN properties p ON p.property_id = s.property_id';

/**
 * A property agency's questions (`loadAgency.ts`): agents in offices list properties, clients view
 * them (shown by an agent of their own) and buy some. Each was written with its PostgreSQL answer
 * before the planner was first run on this database.
 */
export const agencyQuestions: EvalQuestion[] = [
  { question: 'How many properties are there?', answer: null, sql: 'SELECT count(*) FROM properties' },
  {
    question: 'Number of properties by type',
    answer: null,
    sql: 'SELECT property_type, count(*) FROM properties GROUP BY 1',
  },
  {
    question: 'Average listed price by city',
    answer: null,
    sql: 'SELECT city, round(avg(listed_price), 2) FROM properties GROUP BY 1',
  },
  { question: 'Total sales', answer: null, sql: 'SELECT sum(sale_price) FROM sales' },
  {
    question: 'Average sale price by property type',
    answer: null,
    sql: `SELECT p.property_type, round(avg(s.sale_price), 2) FROM ${SALE_PROPERTY} GROUP BY 1`,
  },
  {
    question: 'Number of viewings per agent',
    answer: null,
    sql: 'SELECT a.first_name, a.last_name, count(*) FROM viewings v JOIN agents a ON a.agent_id = v.agent_id GROUP BY a.agent_id, 1, 2',
  },
  {
    question: 'Top 3 agents by total commission',
    answer: null,
    sql: `SELECT a.first_name, a.last_name, sum(s.commission) t FROM ${SALE_PROPERTY} JOIN agents a ON a.agent_id = p.agent_id GROUP BY a.agent_id, 1, 2 ORDER BY t DESC LIMIT 3`,
  },
  {
    question: 'Number of sales per month in 2025',
    answer: null,
    sql: "SELECT to_char(sold_on, 'YYYY-MM'), count(*) FROM sales WHERE sold_on >= DATE '2025-01-01' AND sold_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Average bedrooms by city',
    answer: null,
    sql: 'SELECT city, round(avg(bedrooms), 2) FROM properties GROUP BY 1',
  },
  {
    question: 'Which office has the most agents?',
    answer: null,
    sql: 'SELECT o.office_name, count(*) n FROM agents a JOIN offices o ON o.office_id = a.office_id GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Number of clients per city',
    answer: null,
    sql: 'SELECT city, count(*) FROM clients GROUP BY 1',
  },
  {
    question: 'Average floor area of houses',
    answer: null,
    sql: "SELECT round(avg(floor_area_m2), 2) FROM properties WHERE property_type = 'House'",
  },
  {
    question: 'Total commission in 2024',
    answer: null,
    sql: "SELECT sum(commission) FROM sales WHERE sold_on >= DATE '2024-01-01' AND sold_on < DATE '2025-01-01'",
  },
  {
    question: 'Properties listed per year',
    answer: null,
    sql: "SELECT to_char(listed_on, 'YYYY'), count(*) FROM properties GROUP BY 1",
  },
  {
    question: 'Number of viewings by property type',
    answer: null,
    sql: 'SELECT p.property_type, count(*) FROM viewings v JOIN properties p ON p.property_id = v.property_id GROUP BY 1',
  },
  {
    question: 'Which property has the highest listed price?',
    answer: null,
    sql: 'SELECT address, listed_price FROM properties ORDER BY listed_price DESC LIMIT 1',
  },
  {
    question: 'Average days from listing to sale',
    answer: null,
    sql: `SELECT round(avg(s.sold_on - p.listed_on), 2) FROM ${SALE_PROPERTY}`,
  },
  {
    question: 'Top 5 clients by number of viewings',
    answer: null,
    sql: 'SELECT c.full_name, count(*) n FROM viewings v JOIN clients c ON c.client_id = v.client_id GROUP BY c.client_id, 1 ORDER BY n DESC LIMIT 5',
  },
  {
    question: 'Number of sales by agent office',
    answer: null,
    sql: `SELECT o.office_name, count(*) FROM ${SALE_PROPERTY} JOIN agents a ON a.agent_id = p.agent_id JOIN offices o ON o.office_id = a.office_id GROUP BY 1`,
  },
  {
    question: 'How many flats are there?',
    answer: null,
    sql: "SELECT count(*) FROM properties WHERE property_type = 'Flat'",
  },
  {
    question: 'Total sale price by city',
    answer: null,
    sql: `SELECT p.city, sum(s.sale_price) FROM ${SALE_PROPERTY} GROUP BY 1`,
  },
  {
    question: 'Number of agents hired per year',
    answer: null,
    sql: "SELECT to_char(hired_on, 'YYYY'), count(*) FROM agents GROUP BY 1",
  },
  {
    question: 'Average commission per sale',
    answer: null,
    sql: 'SELECT round(avg(commission), 2) FROM sales',
  },
  {
    question: 'Share of sales by property type',
    answer: null,
    sql: `SELECT p.property_type, count(*) FROM ${SALE_PROPERTY} GROUP BY 1`,
  },
  {
    question: 'Number of properties with more than 3 bedrooms',
    answer: null,
    sql: 'SELECT count(*) FROM properties WHERE bedrooms > 3',
  },
];
