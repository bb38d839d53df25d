import type { EvalQuestion } from './evalQuestions.ts';

const LINE_SALE = 'saleline JOIN sale ON sa_salekey = sl_salekey';
const LINE_STORE = `${LINE_SALE} JOIN store ON st_storekey = sa_storekey`;
const LINE_TITLE = 'saleline JOIN title ON t_titlekey = sl_titlekey';

/**
 * A book distributor's questions (`loadBookTrade.ts`): regions, stores, authors, titles, sales and
 * sale lines, every column named with its table's prefix. Each was written with its PostgreSQL
 * answer before the planner was first run on this database.
 */
export const bookTradeQuestions: EvalQuestion[] = [
  { question: 'How many stores are there?', answer: null, sql: 'SELECT count(*) FROM store' },
  {
    question: 'Number of stores per region',
    answer: null,
    sql: 'SELECT r_name, count(*) FROM store JOIN region ON r_regionkey = st_regionkey GROUP BY 1',
  },
  {
    question: 'Number of titles per genre',
    answer: null,
    sql: 'SELECT t_genre, count(*) FROM title GROUP BY 1',
  },
  {
    question: 'Average list price by genre',
    answer: null,
    sql: 'SELECT t_genre, round(avg(t_listprice), 2) FROM title GROUP BY 1',
  },
  {
    question: 'Which author has the most titles?',
    answer: null,
    sql: 'SELECT a_name, count(*) n FROM title JOIN author ON a_authorkey = t_authorkey GROUP BY a_authorkey, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total quantity sold per genre',
    answer: null,
    sql: `SELECT t_genre, sum(sl_qty) FROM ${LINE_TITLE} GROUP BY 1`,
  },
  {
    question: 'Revenue by store',
    answer: null,
    sql: `SELECT st_name, sum(sl_qty * sl_unitprice) FROM ${LINE_STORE} GROUP BY st_storekey, 1`,
  },
  {
    question: 'Revenue by month in 2025',
    answer: null,
    sql: `SELECT to_char(sa_saledate, 'YYYY-MM'), sum(sl_qty * sl_unitprice) FROM ${LINE_SALE} WHERE sa_saledate >= DATE '2025-01-01' AND sa_saledate < DATE '2026-01-01' GROUP BY 1`,
  },
  {
    question: 'Number of sales per channel',
    answer: null,
    sql: 'SELECT sa_channel, count(*) FROM sale GROUP BY 1',
  },
  {
    question: 'Top 3 titles by quantity sold',
    answer: null,
    sql: `SELECT t_name, sum(sl_qty) q FROM ${LINE_TITLE} GROUP BY t_titlekey, 1 ORDER BY q DESC LIMIT 3`,
  },
  {
    question: 'Which author has sold the most copies?',
    answer: null,
    sql: `SELECT a_name, sum(sl_qty) q FROM ${LINE_TITLE} JOIN author ON a_authorkey = t_authorkey GROUP BY a_authorkey, 1 ORDER BY q DESC LIMIT 1`,
  },
  {
    question: 'Revenue by region',
    answer: null,
    sql: `SELECT r_name, sum(sl_qty * sl_unitprice) FROM ${LINE_STORE} JOIN region ON r_regionkey = st_regionkey GROUP BY 1`,
  },
  {
    question: 'How many sales were made in 2024?',
    answer: null,
    sql: "SELECT count(*) FROM sale WHERE sa_saledate >= DATE '2024-01-01' AND sa_saledate < DATE '2025-01-01'",
  },
  {
    question: 'Titles published per year',
    answer: null,
    sql: 'SELECT t_pubyear, count(*) FROM title GROUP BY 1',
  },
  {
    question: 'Number of authors per country',
    answer: null,
    sql: 'SELECT a_country, count(*) FROM author GROUP BY 1',
  },
  {
    question: 'Average unit price by genre',
    answer: null,
    sql: `SELECT t_genre, round(avg(sl_unitprice), 2) FROM ${LINE_TITLE} GROUP BY 1`,
  },
  {
    question: 'Stores opened per year',
    answer: null,
    sql: "SELECT to_char(st_opendate, 'YYYY'), count(*) FROM store GROUP BY 1",
  },
  {
    question: 'Number of sales per store in the North region',
    answer: null,
    sql: "SELECT st_name, count(*) FROM sale JOIN store ON st_storekey = sa_storekey JOIN region ON r_regionkey = st_regionkey WHERE r_name = 'North' GROUP BY st_storekey, 1",
  },
  {
    question: 'Total revenue for Fiction',
    answer: null,
    sql: `SELECT sum(sl_qty * sl_unitprice) FROM ${LINE_TITLE} WHERE t_genre = 'Fiction'`,
  },
  {
    question: 'Top 5 cities by revenue',
    answer: null,
    sql: `SELECT st_city, sum(sl_qty * sl_unitprice) v FROM ${LINE_STORE} GROUP BY 1 ORDER BY v DESC LIMIT 5`,
  },
  {
    question: 'Revenue per channel',
    answer: null,
    sql: `SELECT sa_channel, sum(sl_qty * sl_unitprice) FROM ${LINE_SALE} GROUP BY 1`,
  },
  {
    question: 'Which store had the highest revenue in 2025?',
    answer: null,
    sql: `SELECT st_name, sum(sl_qty * sl_unitprice) v FROM ${LINE_STORE} WHERE sa_saledate >= DATE '2025-01-01' AND sa_saledate < DATE '2026-01-01' GROUP BY st_storekey, 1 ORDER BY v DESC LIMIT 1`,
  },
  {
    question: 'Number of titles per author country',
    answer: null,
    sql: 'SELECT a_country, count(*) FROM title JOIN author ON a_authorkey = t_authorkey GROUP BY 1',
  },
  {
    question: 'Average quantity per sale line',
    answer: null,
    sql: 'SELECT round(avg(sl_qty), 2) FROM saleline',
  },
];
