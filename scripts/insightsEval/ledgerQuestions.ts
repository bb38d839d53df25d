import { type EvalQuestion, inYear } from './evalQuestions.ts';

const linesOfAccounts = 'journal_lines l JOIN accounts a ON a.account_no = l.account_no';
const linesOfEntries = 'journal_lines l JOIN journal_entries e ON e.id = l.entry_id';
const invoicesOfVendors = 'invoices i JOIN vendors v ON v.id = i.vendor_id';

/**
 * A company's ledger questions (`loadLedger.ts`), over journal lines that debit or credit one
 * account and vendors' invoices. Each was written with its PostgreSQL answer before the planner was
 * first run on this database.
 */
export const ledgerQuestions: EvalQuestion[] = [
  {
    question: 'How many journal entries are there?',
    answer: null,
    sql: 'SELECT count(*) FROM journal_entries',
  },
  {
    question: 'Number of journal entries per month in 2025',
    answer: null,
    sql: `SELECT to_char(entry_date, 'YYYY-MM'), count(*) FROM journal_entries WHERE ${inYear('entry_date', 2025)} GROUP BY 1`,
  },
  {
    question: 'Total debit by account',
    answer: null,
    sql: `SELECT a.account_name, sum(l.debit) FROM ${linesOfAccounts} GROUP BY a.account_no, 1`,
  },
  {
    question: 'Total credit by account type',
    answer: null,
    sql: `SELECT a.account_type, sum(l.credit) FROM ${linesOfAccounts} GROUP BY 1`,
  },
  {
    question: 'Total debit for expense accounts by month',
    answer: null,
    sql: `SELECT to_char(e.entry_date, 'YYYY-MM'), sum(l.debit) FROM ${linesOfEntries} JOIN accounts a ON a.account_no = l.account_no WHERE a.account_type = 'expense' GROUP BY 1`,
  },
  {
    question: 'Number of journal lines per cost center',
    answer: null,
    sql: 'SELECT c.name, count(*) FROM journal_lines l JOIN cost_centers c ON c.id = l.cost_center_id GROUP BY c.id, 1',
  },
  {
    question: 'Total debit by cost center',
    answer: null,
    sql: 'SELECT c.name, sum(l.debit) FROM journal_lines l JOIN cost_centers c ON c.id = l.cost_center_id GROUP BY c.id, 1',
  },
  {
    question: 'How many journal entries are not posted?',
    answer: null,
    sql: 'SELECT count(*) FROM journal_entries WHERE NOT posted',
  },
  {
    question: 'Top 5 vendors by invoice amount',
    answer: null,
    sql: `SELECT v.name, sum(i.amount) s FROM ${invoicesOfVendors} GROUP BY v.id, 1 ORDER BY s DESC LIMIT 5`,
  },
  {
    question: 'Total invoice amount by vendor country',
    answer: null,
    sql: `SELECT v.country, sum(i.amount) FROM ${invoicesOfVendors} GROUP BY 1`,
  },
  {
    question: 'How many invoices are unpaid?',
    answer: null,
    sql: 'SELECT count(*) FROM invoices WHERE paid_date IS NULL',
  },
  {
    question: 'Average days to pay an invoice',
    answer: null,
    sql: 'SELECT round(avg(paid_date - invoice_date), 2) FROM invoices',
  },
  {
    question: 'Invoices per month in 2024',
    answer: null,
    sql: `SELECT to_char(invoice_date, 'YYYY-MM'), count(*) FROM invoices WHERE ${inYear('invoice_date', 2024)} GROUP BY 1`,
  },
  {
    question: 'Total invoice amount in 2025',
    answer: null,
    sql: `SELECT sum(amount) FROM invoices WHERE ${inYear('invoice_date', 2025)}`,
  },
  {
    question: 'Number of accounts by account type',
    answer: null,
    sql: 'SELECT account_type, count(*) FROM accounts GROUP BY 1',
  },
  {
    question: 'Which cost center has the highest total debit?',
    answer: null,
    sql: 'SELECT c.name, sum(l.debit) s FROM journal_lines l JOIN cost_centers c ON c.id = l.cost_center_id GROUP BY c.id, 1 ORDER BY s DESC LIMIT 1',
  },
  {
    question: 'Average invoice amount by vendor',
    answer: null,
    sql: `SELECT v.name, round(avg(i.amount), 2) FROM ${invoicesOfVendors} GROUP BY v.id, 1`,
  },
  {
    question: 'Number of journal entries by created by',
    answer: null,
    sql: 'SELECT created_by, count(*) FROM journal_entries GROUP BY 1',
  },
  {
    question: 'Total credit in 2025',
    answer: null,
    sql: `SELECT sum(l.credit) FROM ${linesOfEntries} WHERE ${inYear('e.entry_date', 2025)}`,
  },
  {
    question: 'Number of vendors per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM vendors GROUP BY 1',
  },
  {
    question: 'Total debit for Travel',
    answer: null,
    sql: `SELECT sum(l.debit) FROM ${linesOfAccounts} WHERE a.account_name = 'Travel'`,
  },
  {
    question: 'Number of journal lines by account type',
    answer: null,
    sql: `SELECT a.account_type, count(*) FROM ${linesOfAccounts} GROUP BY 1`,
  },
  {
    question: 'Top 3 accounts by total credit',
    answer: null,
    sql: `SELECT a.account_name, sum(l.credit) s FROM ${linesOfAccounts} GROUP BY a.account_no, 1 ORDER BY s DESC LIMIT 3`,
  },
  {
    question: 'Share of invoice amount by vendor country',
    answer: null,
    sql: `SELECT v.country, sum(i.amount) FROM ${invoicesOfVendors} GROUP BY 1`,
  },
  {
    question: 'Number of invoices per vendor',
    answer: null,
    sql: `SELECT v.name, count(*) FROM ${invoicesOfVendors} GROUP BY v.id, 1`,
  },
];
