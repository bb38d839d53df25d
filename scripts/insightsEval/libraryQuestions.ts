import type { EvalQuestion } from './evalQuestions.ts';

const LOAN_BOOK = 'loans l JOIN copies c ON c.copy_id = l.copy_id JOIN books b ON b.book_id = c.book_id';

/**
 * A public library's questions (`loadLibrary.ts`): books by authors, copies held at branches, loans
 * of copies to members, and fines on late returns. Each was written with its PostgreSQL answer
 * before the planner was first run on this database.
 */
export const libraryQuestions: EvalQuestion[] = [
  { question: 'How many books are there?', answer: null, sql: 'SELECT count(*) FROM books' },
  {
    question: 'Number of members per branch',
    answer: null,
    sql: 'SELECT b.branch_name, count(*) FROM members m JOIN branches b ON b.branch_id = m.home_branch_id GROUP BY 1',
  },
  {
    question: 'Number of loans per month in 2025',
    answer: null,
    sql: "SELECT to_char(loaned_on, 'YYYY-MM'), count(*) FROM loans WHERE loaned_on >= DATE '2025-01-01' AND loaned_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Top 5 books by number of loans',
    answer: null,
    sql: `SELECT b.title, count(*) n FROM ${LOAN_BOOK} GROUP BY b.book_id, 1 ORDER BY n DESC LIMIT 5`,
  },
  {
    question: 'Which author has the most loans?',
    answer: null,
    sql: `SELECT a.author_name, count(*) n FROM ${LOAN_BOOK} JOIN authors a ON a.author_id = b.author_id GROUP BY a.author_id, 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Average pages by genre',
    answer: null,
    sql: 'SELECT genre, round(avg(pages), 2) FROM books GROUP BY 1',
  },
  { question: 'Total fines', answer: null, sql: 'SELECT sum(amount) FROM fines' },
  {
    question: 'Total fines by branch',
    answer: null,
    sql: 'SELECT br.branch_name, sum(f.amount) FROM fines f JOIN loans l ON l.loan_id = f.loan_id JOIN copies c ON c.copy_id = l.copy_id JOIN branches br ON br.branch_id = c.branch_id GROUP BY 1',
  },
  {
    question: 'How many loans are overdue?',
    answer: null,
    sql: 'SELECT count(*) FROM loans WHERE returned_on IS NULL AND due_on < CURRENT_DATE',
  },
  {
    question: 'Average loan length in days',
    answer: null,
    sql: 'SELECT round(avg(returned_on - loaned_on), 2) FROM loans',
  },
  {
    question: 'Number of books per genre',
    answer: null,
    sql: 'SELECT genre, count(*) FROM books GROUP BY 1',
  },
  {
    question: 'Number of authors per nationality',
    answer: null,
    sql: 'SELECT nationality, count(*) FROM authors GROUP BY 1',
  },
  {
    question: 'Members joined per year',
    answer: null,
    sql: "SELECT to_char(joined_on, 'YYYY'), count(*) FROM members GROUP BY 1",
  },
  {
    question: 'Total unpaid fines',
    answer: null,
    sql: 'SELECT sum(amount) FROM fines WHERE NOT paid',
  },
  {
    question: 'Number of copies per branch',
    answer: null,
    sql: 'SELECT b.branch_name, count(*) FROM copies c JOIN branches b ON b.branch_id = c.branch_id GROUP BY 1',
  },
  { question: 'Average fine amount', answer: null, sql: 'SELECT round(avg(amount), 2) FROM fines' },
  {
    question: 'Top 3 genres by number of loans',
    answer: null,
    sql: `SELECT b.genre, count(*) n FROM ${LOAN_BOOK} GROUP BY 1 ORDER BY n DESC LIMIT 3`,
  },
  {
    question: 'Number of books published since 2000',
    answer: null,
    sql: 'SELECT count(*) FROM books WHERE published_year >= 2000',
  },
  {
    question: 'Number of loans by branch',
    answer: null,
    sql: 'SELECT b.branch_name, count(*) FROM loans l JOIN copies c ON c.copy_id = l.copy_id JOIN branches b ON b.branch_id = c.branch_id GROUP BY 1',
  },
  {
    question: 'Which member has borrowed the most books?',
    answer: null,
    sql: 'SELECT m.first_name, m.last_name, count(*) n FROM loans l JOIN members m ON m.member_id = l.member_id GROUP BY m.member_id, 1, 2 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'How many loans have not been returned?',
    answer: null,
    sql: 'SELECT count(*) FROM loans WHERE returned_on IS NULL',
  },
  { question: 'Average pages per book', answer: null, sql: 'SELECT round(avg(pages), 2) FROM books' },
  {
    question: 'Total fines in 2024',
    answer: null,
    sql: "SELECT sum(amount) FROM fines WHERE issued_on >= DATE '2024-01-01' AND issued_on < DATE '2025-01-01'",
  },
  {
    question: 'Number of loans for Fiction',
    answer: null,
    sql: `SELECT count(*) FROM ${LOAN_BOOK} WHERE b.genre = 'Fiction'`,
  },
  {
    question: 'Number of loans by member home branch',
    answer: null,
    sql: 'SELECT b.branch_name, count(*) FROM loans l JOIN members m ON m.member_id = l.member_id JOIN branches b ON b.branch_id = m.home_branch_id GROUP BY 1',
  },
];
