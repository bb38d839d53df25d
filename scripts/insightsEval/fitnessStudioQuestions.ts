import { type EvalQuestion, inYear } from './evalQuestions.ts';

/**
 * A chain of fitness studios' questions (`loadFitnessStudios.ts`), over a booking app's database
 * as an ORM names it. Each was written with its PostgreSQL answer before the planner was first
 * run on this database.
 */
export const fitnessStudioQuestions: EvalQuestion[] = [
  { question: 'How many members are there?', answer: null, sql: 'SELECT count(*) FROM "Member"' },
  {
    question: 'Number of members per membership tier',
    answer: null,
    sql: 'SELECT "membershipTier", count(*) FROM "Member" GROUP BY 1',
  },
  {
    question: 'Number of members by home gym',
    answer: null,
    sql: 'SELECT g."name", count(*) FROM "Member" m JOIN "Gym" g ON g."id" = m."homeGymId" GROUP BY g."id", 1',
  },
  {
    question: 'How many active members are there?',
    answer: null,
    sql: 'SELECT count(*) FROM "Member" WHERE "isActive"',
  },
  {
    question: 'New members per month in 2025',
    answer: null,
    sql: `SELECT to_char("joinedAt", 'YYYY-MM'), count(*) FROM "Member" WHERE ${inYear('"joinedAt"', 2025)} GROUP BY 1`,
  },
  {
    question: 'Number of bookings per status',
    answer: null,
    sql: 'SELECT "status", count(*) FROM "Booking" GROUP BY 1',
  },
  {
    question: 'Which class type has the most bookings?',
    answer: null,
    sql: 'SELECT k."name", count(*) n FROM "Booking" b JOIN "ClassSession" s ON s."id" = b."sessionId" JOIN "ClassType" k ON k."id" = s."classTypeId" GROUP BY k."id", 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Top 5 trainers by number of sessions',
    answer: null,
    sql: 'SELECT t."fullName", count(*) n FROM "ClassSession" s JOIN "Trainer" t ON t."id" = s."trainerId" GROUP BY t."id", 1 ORDER BY n DESC LIMIT 5',
  },
  {
    question: 'Total payments by method',
    answer: null,
    sql: 'SELECT "method", sum("amount") FROM "Payment" GROUP BY 1',
  },
  {
    question: 'Total payment amount in 2025',
    answer: null,
    sql: `SELECT sum("amount") FROM "Payment" WHERE ${inYear('"paidAt"', 2025)}`,
  },
  { question: 'Average payment amount', answer: null, sql: 'SELECT round(avg("amount"), 2) FROM "Payment"' },
  {
    question: 'Top 5 members by total payments',
    answer: null,
    sql: 'SELECT m."fullName", sum(p."amount") s FROM "Payment" p JOIN "Member" m ON m."id" = p."memberId" GROUP BY m."id", 1 ORDER BY s DESC LIMIT 5',
  },
  {
    question: 'Number of sessions per gym',
    answer: null,
    sql: 'SELECT g."name", count(*) FROM "ClassSession" s JOIN "Gym" g ON g."id" = s."gymId" GROUP BY g."id", 1',
  },
  {
    question: 'Average capacity by class type',
    answer: null,
    sql: 'SELECT k."name", round(avg(s."capacity"), 2) FROM "ClassSession" s JOIN "ClassType" k ON k."id" = s."classTypeId" GROUP BY k."id", 1',
  },
  {
    question: 'How many bookings were cancelled?',
    answer: null,
    sql: `SELECT count(*) FROM "Booking" WHERE "status" = 'cancelled'`,
  },
  {
    question: 'Bookings per month in 2025',
    answer: null,
    sql: `SELECT to_char("bookedAt", 'YYYY-MM'), count(*) FROM "Booking" WHERE ${inYear('"bookedAt"', 2025)} GROUP BY 1`,
  },
  {
    question: 'Number of trainers per specialty',
    answer: null,
    sql: 'SELECT "specialty", count(*) FROM "Trainer" GROUP BY 1',
  },
  {
    question: 'Average hourly rate by gym',
    answer: null,
    sql: 'SELECT g."name", round(avg(t."hourlyRate"), 2) FROM "Trainer" t JOIN "Gym" g ON g."id" = t."gymId" GROUP BY g."id", 1',
  },
  {
    question: 'Which gym has the most members?',
    answer: null,
    sql: 'SELECT g."name", count(*) n FROM "Member" m JOIN "Gym" g ON g."id" = m."homeGymId" GROUP BY g."id", 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Total payments by membership tier',
    answer: null,
    sql: 'SELECT m."membershipTier", sum(p."amount") FROM "Payment" p JOIN "Member" m ON m."id" = p."memberId" GROUP BY 1',
  },
  {
    question: 'Number of attended bookings per gym',
    answer: null,
    sql: `SELECT g."name", count(*) FROM "Booking" b JOIN "ClassSession" s ON s."id" = b."sessionId" JOIN "Gym" g ON g."id" = s."gymId" WHERE b."status" = 'attended' GROUP BY g."id", 1`,
  },
  {
    question: 'Number of sessions per month in 2025',
    answer: null,
    sql: `SELECT to_char("startsAt", 'YYYY-MM'), count(*) FROM "ClassSession" WHERE ${inYear('"startsAt"', 2025)} GROUP BY 1`,
  },
  {
    question: 'Average duration by intensity',
    answer: null,
    sql: 'SELECT "intensity", round(avg("durationMinutes"), 2) FROM "ClassType" GROUP BY 1',
  },
  {
    question: 'How many members joined in 2024?',
    answer: null,
    sql: `SELECT count(*) FROM "Member" WHERE ${inYear('"joinedAt"', 2024)}`,
  },
  {
    question: 'Number of bookings per class type',
    answer: null,
    sql: 'SELECT k."name", count(*) FROM "Booking" b JOIN "ClassSession" s ON s."id" = b."sessionId" JOIN "ClassType" k ON k."id" = s."classTypeId" GROUP BY k."id", 1',
  },
];
