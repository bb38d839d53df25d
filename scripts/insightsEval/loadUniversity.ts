import {
  fillDatabase,
  loadScratchDatabase,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A university's registry: departments keyed by a code, instructors, courses keyed by their code,
// students whose major is a department (a key named for its role), sections of a course per term,
// and enrollments keyed by student and section together, holding a grade once one is given.
const SCHEMA = [
  'CREATE TABLE departments (dept_code CHAR(4) PRIMARY KEY, dept_name VARCHAR(40) NOT NULL, building VARCHAR(30) NOT NULL)',
  'CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, full_name VARCHAR(50) NOT NULL, dept_code CHAR(4) NOT NULL REFERENCES departments(dept_code), hire_year INTEGER NOT NULL, salary NUMERIC(10,2) NOT NULL)',
  'CREATE TABLE courses (course_code VARCHAR(8) PRIMARY KEY, title VARCHAR(60) NOT NULL, dept_code CHAR(4) NOT NULL REFERENCES departments(dept_code), credits INTEGER NOT NULL)',
  'CREATE TABLE students (student_id INTEGER PRIMARY KEY, first_name VARCHAR(30) NOT NULL, last_name VARCHAR(30) NOT NULL, enrollment_year INTEGER NOT NULL, major_dept CHAR(4) NOT NULL REFERENCES departments(dept_code))',
  'CREATE TABLE sections (section_id INTEGER PRIMARY KEY, course_code VARCHAR(8) NOT NULL REFERENCES courses(course_code), instructor_id INTEGER NOT NULL REFERENCES instructors(instructor_id), term VARCHAR(7) NOT NULL, capacity INTEGER NOT NULL)',
  'CREATE TABLE enrollments (student_id INTEGER NOT NULL REFERENCES students(student_id), section_id INTEGER NOT NULL REFERENCES sections(section_id), grade NUMERIC(3,2), PRIMARY KEY (student_id, section_id))',
];

const DEPARTMENTS: [string, string, string][] = [
  ['COMP', 'Computer Science', 'Turing Hall'],
  ['MATH', 'Mathematics', 'Noether Building'],
  ['HIST', 'History', 'Bede House'],
  ['BIOL', 'Biology', 'Darwin Labs'],
  ['ECON', 'Economics', 'Keynes Hall'],
];
const TOPICS: Record<string, string[]> = {
  COMP: ['Programming', 'Algorithms', 'Databases', 'Networks', 'Machine Learning', 'Compilers'],
  MATH: ['Calculus', 'Linear Algebra', 'Statistics', 'Topology', 'Number Theory'],
  HIST: ['Ancient Rome', 'Medieval Europe', 'Modern China', 'Atlantic World'],
  BIOL: ['Cell Biology', 'Genetics', 'Ecology', 'Microbiology', 'Evolution'],
  ECON: ['Microeconomics', 'Macroeconomics', 'Econometrics', 'Game Theory'],
};
const FIRST = ['Aiko', 'Bruno', 'Chidi', 'Dana', 'Emil', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jia', 'Kofi', 'Lea'];
const LAST = ['Adler', 'Bose', 'Costa', 'Dube', 'Eriksen', 'Fong', 'Gupta', 'Haddad', 'Ito'];
const TERMS = ['2023-FA', '2024-SP', '2024-FA', '2025-SP', '2025-FA'];

/** The registry's rows: 5 departments, 30 instructors, 24 courses, 900 students, sections, enrollments. */
export function universityRows() {
  const r = seeded(3131);
  const departments: Row[] = DEPARTMENTS.map(([code, name, building]) => [code, name, building]);
  const instructors: Row[] = [];
  for (let i = 1; i <= 30; i++)
    instructors.push([
      i,
      `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
      DEPARTMENTS[i % DEPARTMENTS.length]![0],
      r.int(2001, 2024),
      Math.round((52000 + r.next() * 70000) * 100) / 100,
    ]);
  const courses: Row[] = [];
  for (const [code] of DEPARTMENTS)
    for (const [k, title] of TOPICS[code]!.entries())
      courses.push([`${code}${101 + k * 100}`, title, code, r.pick([3, 3, 4, 5])]);
  const students: Row[] = [];
  for (let s = 1; s <= 900; s++)
    students.push([s, r.pick(FIRST), `${r.pick(LAST)}-${s}`, r.int(2021, 2025), r.pick(DEPARTMENTS)[0]]);
  const sections: Row[] = [];
  for (const term of TERMS)
    for (const course of courses)
      if (r.next() < 0.7) {
        const dept = course[2];
        const teachers = instructors.filter((i) => i[2] === dept);
        sections.push([
          sections.length + 1,
          course[0]!,
          r.pick(teachers)[0]!,
          term,
          r.pick([30, 40, 60, 120]),
        ]);
      }
  const enrollments: Row[] = [];
  for (const student of students)
    for (const section of sections)
      if (r.next() < 0.045) {
        const graded = section[3] !== '2025-FA' || r.next() < 0.2;
        enrollments.push([
          student[0]!,
          section[0]!,
          graded ? Math.round((1 + r.next() * 3) * 100) / 100 : null,
        ]);
      }
  return { departments, instructors, courses, students, sections, enrollments };
}

/** Creates the registry's tables and fills them through `run`. */
export const fillUniversity = (run: RunStatement) => fillDatabase(run, SCHEMA, universityRows());

/** The registry into a scratch PostgreSQL database of its own, dropped first. */
export const loadUniversity = (database: string) => loadScratchDatabase(database, fillUniversity);
