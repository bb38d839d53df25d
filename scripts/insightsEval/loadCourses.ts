import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, country VARCHAR(40) NOT NULL)',
  'CREATE TABLE courses (course_id INTEGER PRIMARY KEY, title VARCHAR(120) NOT NULL, instructor_id INTEGER NOT NULL REFERENCES instructors(instructor_id), category VARCHAR(40) NOT NULL, level VARCHAR(20) NOT NULL, price NUMERIC(8,2) NOT NULL, published_on DATE NOT NULL)',
  'CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL REFERENCES courses(course_id), lesson_title VARCHAR(120) NOT NULL, duration_minutes INTEGER NOT NULL)',
  'CREATE TABLE students (student_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, country VARCHAR(40) NOT NULL, signup_date DATE NOT NULL)',
  'CREATE TABLE enrollments (enrollment_id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL REFERENCES students(student_id), course_id INTEGER NOT NULL REFERENCES courses(course_id), enrolled_on DATE NOT NULL, completed BOOLEAN NOT NULL, rating INTEGER)',
  'CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, enrollment_id INTEGER NOT NULL REFERENCES enrollments(enrollment_id), amount NUMERIC(8,2) NOT NULL, paid_on DATE NOT NULL, method VARCHAR(20) NOT NULL)',
];

const CATEGORIES = ['Data Science', 'Web Development', 'Design', 'Business', 'Languages'];
const LEVELS = ['Beginner', 'Intermediate', 'Advanced'];
const COUNTRIES = ['Brazil', 'India', 'Kenya', 'Germany', 'Japan', 'Mexico'];
const FIRST = ['Ada', 'Bo', 'Cai', 'Dina', 'Emil', 'Fara', 'Goran', 'Hye', 'Ilan', 'Juno'];
const LAST = ['Alves', 'Bose', 'Chen', 'Diaz', 'Eze', 'Fujita', 'Gupta', 'Holm'];

/** An online school's rows: 15 instructors, 60 courses and their lessons, 900 students, 5,000 enrollments and their payments. */
export function coursesRows() {
  const r = seeded(555);
  const instructors = Array.from({ length: 15 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    r.pick(LAST),
    r.pick(COUNTRIES),
  ]);
  const courses = Array.from({ length: 60 }, (_, i) => [
    i + 1,
    `Course ${i + 1}`,
    r.next() < 0.3 ? 1 : r.int(1, 15),
    r.next() < 0.35 ? 'Data Science' : r.pick(CATEGORIES),
    r.pick(LEVELS),
    r.int(10, 120) - 0.01,
    day('2019-01-01', r.int(0, 2000)),
  ]);
  const lessons: (string | number)[][] = [];
  for (const [courseId] of courses)
    for (let k = r.int(4, 20); k > 0; k--)
      lessons.push([lessons.length + 1, courseId!, `Lesson ${lessons.length + 1}`, r.int(5, 45)]);
  const students = Array.from({ length: 900 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    r.pick(LAST),
    r.pick(COUNTRIES),
    day('2021-01-01', r.int(0, 1700)),
  ]);
  const enrollments: (string | number | boolean | null)[][] = [];
  const payments: (string | number)[][] = [];
  for (let i = 0; i < 5000; i++) {
    const course = courses[r.next() < 0.3 ? r.int(0, 9) : r.int(0, 59)]!;
    const enrolled = day('2023-01-01', r.int(0, 1060));
    const completed = r.next() < 0.55;
    enrollments.push([
      i + 1,
      r.int(1, 900),
      course[0]!,
      enrolled,
      completed,
      completed && r.next() < 0.8 ? r.int(1, 5) : null,
    ]);
    // Most enrollments are paid once, at a discount now and then; a few are free.
    if (r.next() < 0.9)
      payments.push([
        payments.length + 1,
        i + 1,
        Math.round(Number(course[5]) * (r.next() < 0.2 ? 0.5 : 1) * 100) / 100,
        day(enrolled, r.int(0, 3)),
        r.pick(['Card', 'PayPal', 'Voucher']),
      ]);
  }
  return { instructors, courses, lessons, students, enrollments, payments };
}

/** Creates the school's tables and fills them through `run`. */
export const fillCourses = (run: RunStatement) => fillDatabase(run, SCHEMA, coursesRows());

/** The school into a scratch PostgreSQL database of its own, dropped first. */
export const loadCourses = (database: string) => loadScratchDatabase(database, fillCourses);
