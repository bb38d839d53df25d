import type { EvalQuestion } from './evalQuestions.ts';

const enrolledSections = 'enrollments e JOIN sections s ON s.section_id = e.section_id';
const enrolledCourses = `${enrolledSections} JOIN courses c ON c.course_code = s.course_code`;

/**
 * A university registry's questions (`loadUniversity.ts`), over enrollments keyed by student and
 * section together. Each was written with its PostgreSQL answer before the planner was first run
 * on this database.
 */
export const universityQuestions: EvalQuestion[] = [
  { question: 'How many students are there?', answer: null, sql: 'SELECT count(*) FROM students' },
  {
    question: 'Number of students by enrollment year',
    answer: null,
    sql: 'SELECT enrollment_year, count(*) FROM students GROUP BY 1',
  },
  {
    question: 'Number of courses per department',
    answer: null,
    sql: 'SELECT d.dept_name, count(*) FROM courses c JOIN departments d ON d.dept_code = c.dept_code GROUP BY 1',
  },
  {
    question: 'Average salary by department',
    answer: null,
    sql: 'SELECT d.dept_name, round(avg(i.salary), 2) FROM instructors i JOIN departments d ON d.dept_code = i.dept_code GROUP BY 1',
  },
  {
    question: 'Number of instructors per department',
    answer: null,
    sql: 'SELECT d.dept_name, count(*) FROM instructors i JOIN departments d ON d.dept_code = i.dept_code GROUP BY 1',
  },
  {
    question: 'Top 5 courses by number of enrollments',
    answer: null,
    sql: `SELECT c.title, count(*) n FROM ${enrolledCourses} GROUP BY c.course_code, 1 ORDER BY n DESC LIMIT 5`,
  },
  {
    question: 'Average grade by course',
    answer: null,
    sql: `SELECT c.title, round(avg(e.grade), 2) FROM ${enrolledCourses} GROUP BY c.course_code, 1`,
  },
  {
    question: 'Number of enrollments per term',
    answer: null,
    sql: `SELECT s.term, count(*) FROM ${enrolledSections} GROUP BY 1`,
  },
  {
    question: 'Which instructor teaches the most sections?',
    answer: null,
    sql: 'SELECT i.full_name, count(*) n FROM sections s JOIN instructors i ON i.instructor_id = s.instructor_id GROUP BY i.instructor_id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total credits by department',
    answer: null,
    sql: 'SELECT d.dept_name, sum(c.credits) FROM courses c JOIN departments d ON d.dept_code = c.dept_code GROUP BY 1',
  },
  {
    question: 'Number of students per major',
    answer: null,
    sql: 'SELECT d.dept_name, count(*) FROM students s JOIN departments d ON d.dept_code = s.major_dept GROUP BY 1',
  },
  {
    question: 'Average grade by department',
    answer: null,
    sql: `SELECT d.dept_name, round(avg(e.grade), 2) FROM ${enrolledCourses} JOIN departments d ON d.dept_code = c.dept_code GROUP BY 1`,
  },
  {
    question: 'How many enrollments have no grade?',
    answer: null,
    sql: 'SELECT count(*) FROM enrollments WHERE grade IS NULL',
  },
  {
    question: 'Total capacity per term',
    answer: null,
    sql: 'SELECT term, sum(capacity) FROM sections GROUP BY 1',
  },
  {
    question: 'Number of sections per instructor',
    answer: null,
    sql: 'SELECT i.full_name, count(*) FROM sections s JOIN instructors i ON i.instructor_id = s.instructor_id GROUP BY i.instructor_id, 1',
  },
  {
    question: 'Top 3 departments by average salary',
    answer: null,
    sql: 'SELECT d.dept_name, avg(i.salary) a FROM instructors i JOIN departments d ON d.dept_code = i.dept_code GROUP BY 1 ORDER BY a DESC LIMIT 3',
  },
  {
    question: 'Highest salary by department',
    answer: null,
    sql: 'SELECT d.dept_name, max(i.salary) FROM instructors i JOIN departments d ON d.dept_code = i.dept_code GROUP BY 1',
  },
  {
    question: 'How many students enrolled in 2023?',
    answer: null,
    sql: 'SELECT count(*) FROM students WHERE enrollment_year = 2023',
  },
  {
    question: 'Number of courses with 4 credits',
    answer: null,
    sql: 'SELECT count(*) FROM courses WHERE credits = 4',
  },
  {
    question: 'Average credits by department',
    answer: null,
    sql: 'SELECT d.dept_name, round(avg(c.credits), 2) FROM courses c JOIN departments d ON d.dept_code = c.dept_code GROUP BY 1',
  },
  {
    question: 'Instructors hired per year',
    answer: null,
    sql: 'SELECT hire_year, count(*) FROM instructors GROUP BY 1',
  },
  {
    question: 'Number of enrollments by building',
    answer: null,
    sql: `SELECT d.building, count(*) FROM ${enrolledCourses} JOIN departments d ON d.dept_code = c.dept_code GROUP BY 1`,
  },
  {
    question: 'Share of students by enrollment year',
    answer: null,
    sql: 'SELECT enrollment_year, count(*) FROM students GROUP BY 1',
  },
  {
    question: 'Average grade in 2025-SP',
    answer: null,
    sql: `SELECT round(avg(e.grade), 2) FROM ${enrolledSections} WHERE s.term = '2025-SP'`,
  },
  {
    question: 'Number of sections by course',
    answer: null,
    sql: 'SELECT c.title, count(*) FROM sections s JOIN courses c ON c.course_code = s.course_code GROUP BY c.course_code, 1',
  },
];
