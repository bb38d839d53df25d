import type { EvalQuestion } from './evalQuestions.ts';

const ENROLLMENT_COURSE = 'enrollments e JOIN courses c ON c.course_id = e.course_id';
const PAYMENT_COURSE = `payments p JOIN ${ENROLLMENT_COURSE} ON e.enrollment_id = p.enrollment_id`;

/**
 * An online school's questions (`loadCourses.ts`): instructors teach courses of lessons, students
 * enrol and pay. Each was written with its PostgreSQL answer before the planner was first run on
 * this database.
 */
export const coursesQuestions: EvalQuestion[] = [
  { question: 'How many students are there?', answer: null, sql: 'SELECT count(*) FROM students' },
  {
    question: 'Number of courses per category',
    answer: null,
    sql: 'SELECT category, count(*) FROM courses GROUP BY 1',
  },
  {
    question: 'Number of enrollments per month in 2025',
    answer: null,
    sql: "SELECT to_char(enrolled_on, 'YYYY-MM'), count(*) FROM enrollments WHERE enrolled_on >= DATE '2025-01-01' AND enrolled_on < DATE '2026-01-01' GROUP BY 1",
  },
  {
    question: 'Top 5 courses by number of enrollments',
    answer: null,
    sql: `SELECT c.title, count(*) n FROM ${ENROLLMENT_COURSE} GROUP BY c.course_id, 1 ORDER BY n DESC LIMIT 5`,
  },
  {
    question: 'Average rating by category',
    answer: null,
    sql: `SELECT c.category, round(avg(e.rating), 2) FROM ${ENROLLMENT_COURSE} GROUP BY 1`,
  },
  { question: 'Total revenue', answer: null, sql: 'SELECT sum(amount) FROM payments' },
  {
    question: 'Revenue by course category',
    answer: null,
    sql: `SELECT c.category, sum(p.amount) FROM ${PAYMENT_COURSE} GROUP BY 1`,
  },
  {
    question: 'Which instructor has the most students?',
    answer: null,
    sql: `SELECT i.first_name, i.last_name, count(DISTINCT e.student_id) n FROM ${ENROLLMENT_COURSE} JOIN instructors i ON i.instructor_id = c.instructor_id GROUP BY i.instructor_id, 1, 2 ORDER BY n DESC LIMIT 1`,
  },
  { question: 'Average course price', answer: null, sql: 'SELECT round(avg(price), 2) FROM courses' },
  {
    question: 'Number of students per country',
    answer: null,
    sql: 'SELECT country, count(*) FROM students GROUP BY 1',
  },
  {
    question: 'How many enrollments were completed?',
    answer: null,
    sql: 'SELECT count(*) FROM enrollments WHERE completed',
  },
  {
    question: 'Total lesson duration per course',
    answer: null,
    sql: 'SELECT c.title, sum(l.duration_minutes) FROM lessons l JOIN courses c ON c.course_id = l.course_id GROUP BY c.course_id, 1',
  },
  {
    question: 'Average lesson duration',
    answer: null,
    sql: 'SELECT round(avg(duration_minutes), 2) FROM lessons',
  },
  {
    question: 'Top 3 instructors by revenue',
    answer: null,
    sql: `SELECT i.first_name, i.last_name, sum(p.amount) t FROM ${PAYMENT_COURSE} JOIN instructors i ON i.instructor_id = c.instructor_id GROUP BY i.instructor_id, 1, 2 ORDER BY t DESC LIMIT 3`,
  },
  {
    question: 'Number of lessons per course',
    answer: null,
    sql: 'SELECT c.title, count(*) FROM lessons l JOIN courses c ON c.course_id = l.course_id GROUP BY c.course_id, 1',
  },
  {
    question: 'Students signed up per year',
    answer: null,
    sql: "SELECT to_char(signup_date, 'YYYY'), count(*) FROM students GROUP BY 1",
  },
  {
    question: 'Average rating per instructor',
    answer: null,
    sql: `SELECT i.first_name, i.last_name, round(avg(e.rating), 2) FROM ${ENROLLMENT_COURSE} JOIN instructors i ON i.instructor_id = c.instructor_id GROUP BY i.instructor_id, 1, 2`,
  },
  {
    question: 'Total payments by method',
    answer: null,
    sql: 'SELECT method, sum(amount) FROM payments GROUP BY 1',
  },
  {
    question: 'Number of enrollments for Data Science',
    answer: null,
    sql: `SELECT count(*) FROM ${ENROLLMENT_COURSE} WHERE c.category = 'Data Science'`,
  },
  { question: 'Highest course price', answer: null, sql: 'SELECT max(price) FROM courses' },
  {
    question: 'Average number of lessons per course',
    answer: null,
    sql: 'SELECT round(count(*)::numeric / (SELECT count(*) FROM courses), 2) FROM lessons',
  },
  {
    question: 'Share of enrollments by category',
    answer: null,
    sql: `SELECT c.category, count(*) FROM ${ENROLLMENT_COURSE} GROUP BY 1`,
  },
  {
    question: 'Number of courses by level',
    answer: null,
    sql: 'SELECT level, count(*) FROM courses GROUP BY 1',
  },
  {
    question: 'Total revenue in 2024',
    answer: null,
    sql: "SELECT sum(amount) FROM payments WHERE paid_on >= DATE '2024-01-01' AND paid_on < DATE '2025-01-01'",
  },
  {
    question: 'How many courses cost more than 50?',
    answer: null,
    sql: 'SELECT count(*) FROM courses WHERE price > 50',
  },
];
