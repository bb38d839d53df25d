import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name VARCHAR(60) NOT NULL, district VARCHAR(40) NOT NULL)',
  'CREATE TABLE authors (author_id INTEGER PRIMARY KEY, author_name VARCHAR(80) NOT NULL, nationality VARCHAR(40) NOT NULL)',
  'CREATE TABLE books (book_id INTEGER PRIMARY KEY, title VARCHAR(120) NOT NULL, author_id INTEGER NOT NULL REFERENCES authors(author_id), genre VARCHAR(30) NOT NULL, published_year INTEGER NOT NULL, pages INTEGER NOT NULL)',
  'CREATE TABLE members (member_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, home_branch_id INTEGER NOT NULL REFERENCES branches(branch_id), joined_on DATE NOT NULL)',
  'CREATE TABLE copies (copy_id INTEGER PRIMARY KEY, book_id INTEGER NOT NULL REFERENCES books(book_id), branch_id INTEGER NOT NULL REFERENCES branches(branch_id), acquired_on DATE NOT NULL)',
  'CREATE TABLE loans (loan_id INTEGER PRIMARY KEY, copy_id INTEGER NOT NULL REFERENCES copies(copy_id), member_id INTEGER NOT NULL REFERENCES members(member_id), loaned_on DATE NOT NULL, due_on DATE NOT NULL, returned_on DATE)',
  'CREATE TABLE fines (fine_id INTEGER PRIMARY KEY, loan_id INTEGER NOT NULL REFERENCES loans(loan_id), amount NUMERIC(6,2) NOT NULL, issued_on DATE NOT NULL, paid BOOLEAN NOT NULL)',
];

const BRANCHES: [string, string][] = [
  ['Central Library', 'Centre'],
  ['Riverside Branch', 'East'],
  ['Hilltop Branch', 'North'],
  ['Market Street Branch', 'West'],
];
const AUTHORS: [string, string][] = [
  ['Chimamanda Ngozi Adichie', 'Nigerian'],
  ['Haruki Murakami', 'Japanese'],
  ['Elena Ferrante', 'Italian'],
  ['Kazuo Ishiguro', 'British'],
  ['Toni Morrison', 'American'],
  ['Jose Saramago', 'Portuguese'],
  ['Olga Tokarczuk', 'Polish'],
  ['Zadie Smith', 'British'],
  ['Mary Beard', 'British'],
  ['Yuval Noah Harari', 'Israeli'],
  ['Carl Sagan', 'American'],
  ['Jon Fosse', 'Norwegian'],
];
const GENRES = ['Fiction', 'History', 'Science', 'Poetry', 'Biography'];
const FIRST = ['Amara', 'Bram', 'Cleo', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jade'];
const LAST = ['Abbott', 'Bell', 'Cole', 'Dunn', 'Ellis', 'Frost', 'Gray', 'Hale'];

/** A public library's rows: 4 branches, 12 authors, 150 books, 600 copies, 500 members, 4,000 loans and their fines. */
export function libraryRows() {
  const r = seeded(31337);
  const branches = BRANCHES.map(([name, district], i) => [i + 1, name, district]);
  const authors = AUTHORS.map(([name, nationality], i) => [i + 1, name, nationality]);
  const books = Array.from({ length: 150 }, (_, i) => [
    i + 1,
    `Volume ${i + 1}`,
    r.int(1, AUTHORS.length),
    r.next() < 0.4 ? 'Fiction' : r.pick(GENRES),
    r.int(1950, 2024),
    r.int(90, 900),
  ]);
  const copies = Array.from({ length: 600 }, (_, i) => [
    i + 1,
    r.int(1, 150),
    r.next() < 0.4 ? 1 : r.int(1, 4),
    day('2015-01-01', r.int(0, 3000)),
  ]);
  const members = Array.from({ length: 500 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    r.pick(LAST),
    r.next() < 0.35 ? 1 : r.int(1, 4),
    day('2016-01-01', r.int(0, 3200)),
  ]);
  const loans: (string | number | null)[][] = [];
  const fines: (string | number | boolean)[][] = [];
  for (let i = 0; i < 4000; i++) {
    const loaned = day('2023-01-01', r.int(0, 1060));
    const due = day(loaned, 21);
    const kept = r.int(3, 40);
    const returned = r.next() < 0.06 ? null : day(loaned, kept);
    loans.push([i + 1, r.int(1, 600), r.int(1, 500), loaned, due, returned]);
    if (returned && kept > 21)
      fines.push([fines.length + 1, i + 1, (kept - 21) * 0.25, day(loaned, kept), r.next() < 0.7]);
  }
  return { branches, authors, books, copies, members, loans, fines };
}

/** Creates the library's tables and fills them through `run`. */
export const fillLibrary = (run: RunStatement) => fillDatabase(run, SCHEMA, libraryRows());

/** The library into a scratch PostgreSQL database of its own, dropped first. */
export const loadLibrary = (database: string) => loadScratchDatabase(database, fillLibrary);
