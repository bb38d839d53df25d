import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A booking app's database as an ORM creates it: PascalCase singular tables (quoted in
// PostgreSQL), camelCase columns with an `Id` suffix on keys, text ids, `createdAt` and
// `updatedAt` on every row, states as text, yes/no as booleans.
const SCHEMA = [
  'CREATE TABLE "Gym" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "city" TEXT NOT NULL, "openedAt" DATE NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
  'CREATE TABLE "Member" ("id" TEXT PRIMARY KEY, "fullName" TEXT NOT NULL, "email" TEXT NOT NULL, "homeGymId" TEXT NOT NULL REFERENCES "Gym"("id"), "membershipTier" TEXT NOT NULL, "isActive" BOOLEAN NOT NULL, "birthYear" INTEGER, "joinedAt" TIMESTAMP NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
  'CREATE TABLE "Trainer" ("id" TEXT PRIMARY KEY, "fullName" TEXT NOT NULL, "gymId" TEXT NOT NULL REFERENCES "Gym"("id"), "specialty" TEXT NOT NULL, "hourlyRate" NUMERIC(6,2) NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
  'CREATE TABLE "ClassType" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "durationMinutes" INTEGER NOT NULL, "intensity" TEXT NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
  'CREATE TABLE "ClassSession" ("id" TEXT PRIMARY KEY, "classTypeId" TEXT NOT NULL REFERENCES "ClassType"("id"), "trainerId" TEXT NOT NULL REFERENCES "Trainer"("id"), "gymId" TEXT NOT NULL REFERENCES "Gym"("id"), "startsAt" TIMESTAMP NOT NULL, "capacity" INTEGER NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
  'CREATE TABLE "Booking" ("id" TEXT PRIMARY KEY, "memberId" TEXT NOT NULL REFERENCES "Member"("id"), "sessionId" TEXT NOT NULL REFERENCES "ClassSession"("id"), "status" TEXT NOT NULL, "bookedAt" TIMESTAMP NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
  'CREATE TABLE "Payment" ("id" TEXT PRIMARY KEY, "memberId" TEXT NOT NULL REFERENCES "Member"("id"), "amount" NUMERIC(8,2) NOT NULL, "method" TEXT NOT NULL, "paidAt" TIMESTAMP NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL)',
];

const CITIES = ['Leeds', 'York', 'Bristol', 'Cardiff', 'Glasgow', 'Belfast'];
const TIERS: [string, number][] = [
  ['Basic', 24.5],
  ['Basic', 24.5],
  ['Plus', 39],
  ['Plus', 39],
  ['Premium', 59],
];
const FIRST = [
  'Aoife',
  'Bilal',
  'Cara',
  'Dev',
  'Elin',
  'Finn',
  'Gwen',
  'Hamza',
  'Isla',
  'Jude',
  'Kiran',
  'Lola',
];
const LAST = ['Adams', 'Byrne', 'Cole', 'Doyle', 'Evans', 'Frost', 'Grant', 'Hughes', 'Ito'];
const SPECIALTIES = ['Strength', 'Cardio', 'Mobility', 'Combat'];
const CLASS_TYPES: [string, number, string][] = [
  ['Yoga', 60, 'low'],
  ['Pilates', 45, 'low'],
  ['Spin', 45, 'high'],
  ['HIIT', 30, 'high'],
  ['Boxing', 60, 'high'],
  ['Barre', 50, 'medium'],
  ['Circuits', 40, 'medium'],
];
/** Members' home gyms by index: some studios draw more members than others. */
const HOME_GYMS = [0, 1, 1, 1, 2, 2, 3, 4, 5, 5];
const STATUSES = ['attended', 'attended', 'attended', 'booked', 'cancelled', 'no_show'];
const METHODS = ['card', 'card', 'card', 'direct_debit', 'cash'];

const id = (prefix: string, n: number) => `c${prefix}${(n * 7919 + 104729).toString(36)}`;

/** A chain of fitness studios' rows: 6 gyms, 900 members, 36 trainers, their classes, bookings and payments. */
export function fitnessStudioRows() {
  const r = seeded(4242);
  const at = (from: string, days: number) => minuteOf(day(from, r.int(0, days)), r.int(360, 1319));
  const gyms: Row[] = CITIES.map((city, i) => {
    const opened = day('2019-03-01', i * 190);
    return [id('g', i + 1), `${city} Studio`, city, opened, `${opened} 09:00:00`, `${opened} 09:00:00`];
  });
  const members: Row[] = [];
  const tierOf = new Map<string, [string, number]>();
  for (let m = 1; m <= 900; m++) {
    const tier = r.pick(TIERS);
    const joined = at('2023-01-01', 1000);
    const memberId = id('m', m);
    tierOf.set(memberId, tier);
    members.push([
      memberId,
      `${r.pick(FIRST)} ${r.pick(LAST)} ${m}`,
      `member${m}@example.com`,
      gyms[r.pick(HOME_GYMS)]![0]!,
      tier[0],
      r.next() < 0.78,
      r.next() < 0.9 ? r.int(1955, 2006) : null,
      joined,
      joined,
      joined,
    ]);
  }
  const trainers: Row[] = [];
  for (let t = 1; t <= 36; t++) {
    const made = at('2022-06-01', 400);
    trainers.push([
      id('t', t),
      `${r.pick(FIRST)} ${r.pick(LAST)} ${t}`,
      gyms[(t - 1) % gyms.length]![0]!,
      r.pick(SPECIALTIES),
      r.int(60, 140) / 2,
      made,
      made,
    ]);
  }
  const classTypes: Row[] = CLASS_TYPES.map(([name, minutes, intensity], i) => [
    id('k', i + 1),
    name,
    minutes,
    intensity,
    '2022-01-10 10:00:00',
    '2022-01-10 10:00:00',
  ]);
  const sessions: Row[] = [];
  const bookings: Row[] = [];
  for (let s = 1; s <= 1600; s++) {
    const trainer = trainers[r.int(0, trainers.length - 1)]!;
    const starts = at('2024-01-01', 700);
    const made = minuteOf(day(starts.slice(0, 10), -r.int(7, 30)), 600);
    const sessionId = id('s', s);
    const capacity = r.pick([10, 12, 15, 20, 25]);
    sessions.push([
      sessionId,
      r.pick(classTypes)[0]!,
      trainer[0]!,
      trainer[2]!,
      starts,
      capacity,
      made,
      made,
    ]);
    for (let b = r.int(2, capacity); b > 0; b--) {
      const booked = minuteOf(day(starts.slice(0, 10), -r.int(0, 6)), r.int(360, 1319));
      bookings.push([
        id('b', bookings.length + 1),
        members[r.int(0, members.length - 1)]![0]!,
        sessionId,
        r.pick(STATUSES),
        booked,
        booked,
        booked,
      ]);
    }
  }
  const payments: Row[] = [];
  for (const member of members) {
    const [, price] = tierOf.get(member[0] as string)!;
    const joined = (member[7] as string).slice(0, 10);
    for (let month = 0; month < r.int(1, 14); month++) {
      const paid = minuteOf(day(joined, month * 30 + r.int(0, 3)), r.int(0, 1439));
      if (paid > '2025-12-31') break;
      payments.push([
        id('p', payments.length + 1),
        member[0]!,
        r.next() < 0.1 ? price / 2 : price,
        r.pick(METHODS),
        paid,
        paid,
        paid,
      ]);
    }
  }
  return {
    '"Gym"': gyms,
    '"Member"': members,
    '"Trainer"': trainers,
    '"ClassType"': classTypes,
    '"ClassSession"': sessions,
    '"Booking"': bookings,
    '"Payment"': payments,
  };
}

/** Creates the studios' tables and fills them through `run`. */
export const fillFitnessStudios = (run: RunStatement) => fillDatabase(run, SCHEMA, fitnessStudioRows());

/** The fitness studios into a scratch PostgreSQL database of their own, dropped first. */
export const loadFitnessStudios = (database: string) => loadScratchDatabase(database, fillFitnessStudios);
