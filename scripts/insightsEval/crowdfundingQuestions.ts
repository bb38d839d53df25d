import { type EvalQuestion, inYear } from './evalQuestions.ts';

/**
 * A crowdfunding site's questions (`loadCrowdfunding.ts`), over a Ruby on Rails database with
 * amounts in cents (answered in whole units). Each was written with its PostgreSQL answer before
 * the planner was first run on this database.
 */
export const crowdfundingQuestions: EvalQuestion[] = [
  { question: 'How many projects are there?', answer: null, sql: 'SELECT count(*) FROM projects' },
  {
    question: 'Number of projects per state',
    answer: null,
    sql: 'SELECT state, count(*) FROM projects GROUP BY 1',
  },
  {
    question: 'Number of projects per category',
    answer: null,
    sql: 'SELECT c.name, count(*) FROM categories_projects cp JOIN categories c ON c.id = cp.category_id GROUP BY c.id, 1',
  },
  { question: 'How many users are there?', answer: null, sql: 'SELECT count(*) FROM users' },
  {
    question: 'Number of users by country',
    answer: null,
    sql: 'SELECT country, count(*) FROM users GROUP BY 1',
  },
  { question: 'Total pledge amount', answer: null, sql: 'SELECT sum(amount_cents) / 100.0 FROM pledges' },
  {
    question: 'Total pledge amount by category',
    answer: null,
    sql: 'SELECT c.name, sum(p.amount_cents) / 100.0 FROM pledges p JOIN categories_projects cp ON cp.project_id = p.project_id JOIN categories c ON c.id = cp.category_id GROUP BY c.id, 1',
  },
  {
    question: 'Average pledge amount',
    answer: null,
    sql: 'SELECT round(avg(amount_cents) / 100.0, 2) FROM pledges',
  },
  {
    question: 'Top 5 projects by total pledge amount',
    answer: null,
    sql: 'SELECT pr.title, sum(p.amount_cents) / 100.0 s FROM pledges p JOIN projects pr ON pr.id = p.project_id GROUP BY pr.id, 1 ORDER BY s DESC LIMIT 5',
  },
  {
    question: 'Pledges per month in 2024',
    answer: null,
    sql: `SELECT to_char(created_at, 'YYYY-MM'), count(*) FROM pledges WHERE ${inYear('created_at', 2024)} GROUP BY 1`,
  },
  {
    question: 'Number of pledges by status',
    answer: null,
    sql: 'SELECT status, count(*) FROM pledges GROUP BY 1',
  },
  {
    question: 'How many projects were launched in 2024?',
    answer: null,
    sql: `SELECT count(*) FROM projects WHERE ${inYear('launched_at', 2024)}`,
  },
  {
    question: 'Average reward minimum',
    answer: null,
    sql: 'SELECT round(avg(minimum_cents) / 100.0, 2) FROM rewards',
  },
  {
    question: 'Top 2 users by number of projects',
    answer: null,
    sql: 'SELECT u.name, count(*) n FROM projects p JOIN users u ON u.id = p.user_id GROUP BY u.id, 1 ORDER BY n DESC LIMIT 2',
  },
  {
    question: 'Top 5 users by total pledge amount',
    answer: null,
    sql: 'SELECT u.name, sum(p.amount_cents) / 100.0 s FROM pledges p JOIN users u ON u.id = p.user_id GROUP BY u.id, 1 ORDER BY s DESC LIMIT 5',
  },
  {
    question: 'Number of comments per commentable type',
    answer: null,
    sql: 'SELECT commentable_type, count(*) FROM comments GROUP BY 1',
  },
  {
    question: 'Total goal by category',
    answer: null,
    sql: 'SELECT c.name, sum(p.goal_cents) / 100.0 FROM projects p JOIN categories_projects cp ON cp.project_id = p.id JOIN categories c ON c.id = cp.category_id GROUP BY c.id, 1',
  },
  {
    question: 'Number of successful projects per category',
    answer: null,
    sql: `SELECT c.name, count(*) FROM projects p JOIN categories_projects cp ON cp.project_id = p.id JOIN categories c ON c.id = cp.category_id WHERE p.state = 'successful' GROUP BY c.id, 1`,
  },
  {
    question: 'How many pledges were refunded?',
    answer: null,
    sql: `SELECT count(*) FROM pledges WHERE status = 'refunded'`,
  },
  {
    question: 'Average goal by state',
    answer: null,
    sql: 'SELECT state, round(avg(goal_cents) / 100.0, 2) FROM projects GROUP BY 1',
  },
  {
    question: 'Number of projects created per month in 2024',
    answer: null,
    sql: `SELECT to_char(created_at, 'YYYY-MM'), count(*) FROM projects WHERE ${inYear('created_at', 2024)} GROUP BY 1`,
  },
  {
    question: 'Number of pledges per country',
    answer: null,
    sql: 'SELECT u.country, count(*) FROM pledges p JOIN users u ON u.id = p.user_id GROUP BY 1',
  },
  {
    question: 'Which category has the most projects?',
    answer: null,
    sql: 'SELECT c.name, count(*) n FROM categories_projects cp JOIN categories c ON c.id = cp.category_id GROUP BY c.id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total collected pledge amount in 2025',
    answer: null,
    sql: `SELECT sum(amount_cents) / 100.0 FROM pledges WHERE status = 'collected' AND ${inYear('created_at', 2025)}`,
  },
  {
    question: 'How many projects were not launched?',
    answer: null,
    sql: 'SELECT count(*) FROM projects WHERE launched_at IS NULL',
  },
];
