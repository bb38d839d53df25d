import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A crowdfunding site's database as Ruby on Rails creates it: plural tables, `id` keys and
// `<model>_id` references, `created_at`/`updated_at` everywhere, a join table without a key of its
// own (`categories_projects`), a polymorphic reference (`commentable_type`/`commentable_id`),
// amounts kept in cents, and Rails' own bookkeeping tables beside the business ones.
const SCHEMA = [
  'CREATE TABLE schema_migrations (version VARCHAR(255) PRIMARY KEY)',
  'CREATE TABLE ar_internal_metadata (key VARCHAR(255) PRIMARY KEY, value VARCHAR(255), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE users (id BIGSERIAL PRIMARY KEY, name VARCHAR(100) NOT NULL, email VARCHAR(255) NOT NULL UNIQUE, country VARCHAR(2) NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE categories (id BIGSERIAL PRIMARY KEY, name VARCHAR(50) NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE projects (id BIGSERIAL PRIMARY KEY, user_id BIGINT NOT NULL REFERENCES users(id), title VARCHAR(120) NOT NULL, state VARCHAR(20) NOT NULL, goal_cents BIGINT NOT NULL, launched_at TIMESTAMP, deadline DATE NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE categories_projects (category_id BIGINT NOT NULL REFERENCES categories(id), project_id BIGINT NOT NULL REFERENCES projects(id))',
  'CREATE TABLE rewards (id BIGSERIAL PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES projects(id), title VARCHAR(80) NOT NULL, minimum_cents INTEGER NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE pledges (id BIGSERIAL PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES projects(id), user_id BIGINT NOT NULL REFERENCES users(id), reward_id BIGINT REFERENCES rewards(id), amount_cents INTEGER NOT NULL, status VARCHAR(20) NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
  'CREATE TABLE comments (id BIGSERIAL PRIMARY KEY, user_id BIGINT NOT NULL REFERENCES users(id), commentable_type VARCHAR(40) NOT NULL, commentable_id BIGINT NOT NULL, body TEXT NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL)',
];

const COUNTRIES = ['NZ', 'NZ', 'AU', 'AU', 'AU', 'CA', 'IE', 'ZA'];
const CATEGORIES = ['Games', 'Design', 'Music', 'Film', 'Food', 'Technology', 'Publishing'];
const STATES = ['successful', 'successful', 'failed', 'failed', 'live', 'canceled'];
const FIRST = ['Aroha', 'Ben', 'Chloe', 'Dylan', 'Emma', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack', 'Kaia'];
const LAST = ['Walker', 'Ngata', 'Smith', 'Brown', 'Wilson', 'Taylor', 'Tane', 'Clarke'];
const NOUNS = [
  'Board Game',
  'Lamp',
  'Album',
  'Short Film',
  'Hot Sauce',
  'Drone',
  'Comic',
  'Backpack',
  'Zine',
];
const BODIES = ['Love this!', 'When will it ship?', 'Backed!', 'Any update?', 'Great rewards'];

const stamp = (from: string, days: number, r: ReturnType<typeof seeded>) =>
  minuteOf(day(from, r.int(0, days)), r.int(0, 1439));

/** A crowdfunding site's rows: 1,500 users, 300 projects in 7 categories, their rewards, pledges and comments. */
export function crowdfundingRows() {
  const r = seeded(5151);
  const users: Row[] = [];
  for (let u = 1; u <= 1500; u++) {
    const made = stamp('2022-01-01', 1200, r);
    users.push([
      u,
      `${r.pick(FIRST)} ${r.pick(LAST)} ${u}`,
      `user${u}@example.org`,
      r.pick(COUNTRIES),
      made,
      made,
    ]);
  }
  const categories: Row[] = CATEGORIES.map((name, i) => [
    i + 1,
    name,
    '2021-12-01 10:00:00',
    '2021-12-01 10:00:00',
  ]);
  const projects: Row[] = [];
  const tags: Row[] = [];
  const rewards: Row[] = [];
  const pledges: Row[] = [];
  const comments: Row[] = [];
  for (let p = 1; p <= 300; p++) {
    const made = stamp('2023-01-01', 900, r);
    const state = r.pick(STATES);
    const launched = r.next() < 0.92 ? minuteOf(day(made.slice(0, 10), r.int(3, 30)), 600) : null;
    const deadline = day((launched ?? made).slice(0, 10), 30 + r.int(0, 30));
    const goal = r.pick([500, 1000, 2500, 5000, 10000, 20000]) * 100;
    projects.push([
      p,
      r.int(1, 400),
      `${r.pick(NOUNS)} ${p}`,
      state,
      goal,
      launched,
      deadline,
      made,
      launched ?? made,
    ]);
    const first = r.int(1, CATEGORIES.length);
    tags.push([first, p]);
    // Some projects sit in a second category too.
    if (r.next() < 0.3) tags.push([(first % CATEGORIES.length) + 1, p]);
    const own: number[] = [];
    for (let k = r.int(1, 4); k > 0; k--) {
      rewards.push([rewards.length + 1, p, `Tier ${k}`, r.pick([500, 1500, 2500, 5000, 10000]), made, made]);
      own.push(rewards.length);
    }
    if (!launched) continue;
    for (let n = r.int(0, 40); n > 0; n--) {
      const at = minuteOf(day(launched.slice(0, 10), r.int(0, 29)), r.int(0, 1439));
      const status = r.next() < 0.9 ? 'collected' : r.pick(['errored', 'refunded']);
      pledges.push([
        pledges.length + 1,
        p,
        r.int(1, 1500),
        r.next() < 0.8 ? r.pick(own) : null,
        r.pick([500, 1000, 1500, 2500, 5000, 10000, 25000]),
        status,
        at,
        at,
      ]);
    }
  }
  for (let c = 1; c <= 1200; c++) {
    const onProject = r.next() < 0.75;
    const at = stamp('2023-02-01', 900, r);
    comments.push([
      c,
      r.int(1, 1500),
      onProject ? 'Project' : 'Reward',
      onProject ? r.int(1, projects.length) : r.int(1, rewards.length),
      r.pick(BODIES),
      at,
      at,
    ]);
  }
  const migrations: Row[] = Array.from({ length: 14 }, (_, i) => [
    `2022${String(i + 10).padStart(4, '0')}120000`,
  ]);
  return {
    schema_migrations: migrations,
    ar_internal_metadata: [['environment', 'production', '2022-01-01 00:00:00', '2022-01-01 00:00:00']],
    users,
    categories,
    projects,
    categories_projects: tags,
    rewards,
    pledges,
    comments,
  };
}

/** Creates the site's tables and fills them through `run`. */
export const fillCrowdfunding = (run: RunStatement) => fillDatabase(run, SCHEMA, crowdfundingRows());

/** The crowdfunding site into a scratch PostgreSQL database of its own, dropped first. */
export const loadCrowdfunding = (database: string) => loadScratchDatabase(database, fillCrowdfunding);
