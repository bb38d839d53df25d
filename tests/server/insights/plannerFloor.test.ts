import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyQuestions } from '../../../scripts/insightsEval/agencyQuestions.ts';
import { bookTradeQuestions } from '../../../scripts/insightsEval/bookTradeQuestions.ts';
import { clinicQuestions } from '../../../scripts/insightsEval/clinicQuestions.ts';
import { coffeeChainQuestions } from '../../../scripts/insightsEval/coffeeChainQuestions.ts';
import { consultingQuestions } from '../../../scripts/insightsEval/consultingQuestions.ts';
import { coursesQuestions } from '../../../scripts/insightsEval/coursesQuestions.ts';
import { crowdfundingQuestions } from '../../../scripts/insightsEval/crowdfundingQuestions.ts';
import { evaluateQuestions, tally } from '../../../scripts/insightsEval/evalQuestions.ts';
import { fitnessStudioQuestions } from '../../../scripts/insightsEval/fitnessStudioQuestions.ts';
import { foodDeliveryQuestions } from '../../../scripts/insightsEval/foodDeliveryQuestions.ts';
import { greenhouseQuestions } from '../../../scripts/insightsEval/greenhouseQuestions.ts';
import { hotelQuestions } from '../../../scripts/insightsEval/hotelQuestions.ts';
import { insuranceQuestions } from '../../../scripts/insightsEval/insuranceQuestions.ts';
import { inventoryQuestions } from '../../../scripts/insightsEval/inventoryQuestions.ts';
import { leagueQuestions } from '../../../scripts/insightsEval/leagueQuestions.ts';
import { ledgerQuestions } from '../../../scripts/insightsEval/ledgerQuestions.ts';
import { libraryQuestions } from '../../../scripts/insightsEval/libraryQuestions.ts';
import { fillAgency } from '../../../scripts/insightsEval/loadAgency.ts';
import { fillBookTrade } from '../../../scripts/insightsEval/loadBookTrade.ts';
import { fillClinic } from '../../../scripts/insightsEval/loadClinic.ts';
import { fillCoffeeChain } from '../../../scripts/insightsEval/loadCoffeeChain.ts';
import { fillConsulting } from '../../../scripts/insightsEval/loadConsulting.ts';
import { fillCourses } from '../../../scripts/insightsEval/loadCourses.ts';
import { fillCrowdfunding } from '../../../scripts/insightsEval/loadCrowdfunding.ts';
import { fillFitnessStudios } from '../../../scripts/insightsEval/loadFitnessStudios.ts';
import { fillFoodDelivery } from '../../../scripts/insightsEval/loadFoodDelivery.ts';
import { fillGreenhouse } from '../../../scripts/insightsEval/loadGreenhouse.ts';
import { fillHotels } from '../../../scripts/insightsEval/loadHotels.ts';
import { fillInsurance } from '../../../scripts/insightsEval/loadInsurance.ts';
import { fillInventory } from '../../../scripts/insightsEval/loadInventory.ts';
import { fillLeague } from '../../../scripts/insightsEval/loadLeague.ts';
import { fillLedger } from '../../../scripts/insightsEval/loadLedger.ts';
import { fillLibrary } from '../../../scripts/insightsEval/loadLibrary.ts';
import { fillMarketplace } from '../../../scripts/insightsEval/loadMarketplace.ts';
import { fillMonitoring } from '../../../scripts/insightsEval/loadMonitoring.ts';
import { fillOnlineRetail } from '../../../scripts/insightsEval/loadOnlineRetail.ts';
import { fillProductAnalytics } from '../../../scripts/insightsEval/loadProductAnalytics.ts';
import { fillRental } from '../../../scripts/insightsEval/loadRental.ts';
import { fillStaffing } from '../../../scripts/insightsEval/loadStaffing.ts';
import { fillSubscriptions } from '../../../scripts/insightsEval/loadSubscriptions.ts';
import { fillTaskTracker } from '../../../scripts/insightsEval/loadTaskTracker.ts';
import { fillTicketing } from '../../../scripts/insightsEval/loadTicketing.ts';
import { fillUniversity } from '../../../scripts/insightsEval/loadUniversity.ts';
import { fillUtility } from '../../../scripts/insightsEval/loadUtility.ts';
import { fillVeterinary } from '../../../scripts/insightsEval/loadVeterinary.ts';
import { fillWholesale } from '../../../scripts/insightsEval/loadWholesale.ts';
import { marketplaceQuestions } from '../../../scripts/insightsEval/marketplaceQuestions.ts';
import { monitoringQuestions } from '../../../scripts/insightsEval/monitoringQuestions.ts';
import { onlineRetailQuestions } from '../../../scripts/insightsEval/onlineRetailQuestions.ts';
import { productAnalyticsQuestions } from '../../../scripts/insightsEval/productAnalyticsQuestions.ts';
import { rentalQuestions } from '../../../scripts/insightsEval/rentalQuestions.ts';
import { staffingQuestions } from '../../../scripts/insightsEval/staffingQuestions.ts';
import { subscriptionQuestions } from '../../../scripts/insightsEval/subscriptionQuestions.ts';
import { taskTrackerQuestions } from '../../../scripts/insightsEval/taskTrackerQuestions.ts';
import { ticketingQuestions } from '../../../scripts/insightsEval/ticketingQuestions.ts';
import { universityQuestions } from '../../../scripts/insightsEval/universityQuestions.ts';
import { utilityQuestions } from '../../../scripts/insightsEval/utilityQuestions.ts';
import { veterinaryQuestions } from '../../../scripts/insightsEval/veterinaryQuestions.ts';
import { wholesaleQuestions } from '../../../scripts/insightsEval/wholesaleQuestions.ts';
import type { CatalogTable } from '../../../src/contract/dataInsights.ts';
import { buildCatalog } from '../../../src/server/insights/catalog.ts';
import type { Connector, RawTable } from '../../../src/server/insights/connectors/connector.ts';
import { MAX_CATEGORY_VALUES, rowsOf, valuesKey } from '../../../src/server/insights/connectors/connector.ts';
import { interpretationOf } from '../../../src/server/insights/planner/plan.ts';
import { PlanningError, planQuery } from '../../../src/server/insights/planner/planQuery.ts';

/**
 * A small rental shop the planner was not written for: members rent films and pay; a shop sells
 * products on order lines. Every question's answer comes from SQL written by hand.
 */
const SCHEMA = `
CREATE TABLE members (member_id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, city text NOT NULL);
CREATE TABLE genres (genre_id int PRIMARY KEY, genre_name text NOT NULL);
CREATE TABLE films (film_id int PRIMARY KEY, title text NOT NULL, length int NOT NULL, genre_id int NOT NULL REFERENCES genres);
CREATE TABLE rentals (rental_id int PRIMARY KEY, rented_on date NOT NULL, returned_on date,
  member_id int NOT NULL REFERENCES members, film_id int NOT NULL REFERENCES films);
CREATE TABLE payments (payment_id int PRIMARY KEY, amount numeric(6,2) NOT NULL, paid_on date NOT NULL,
  rental_id int NOT NULL REFERENCES rentals);
CREATE TABLE actors (actor_id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL);
CREATE TABLE film_actors (actor_id int NOT NULL REFERENCES actors, film_id int NOT NULL REFERENCES films, PRIMARY KEY (actor_id, film_id));
INSERT INTO actors VALUES (1,'Meryl','Streep'),(2,'Tom','Hanks');
INSERT INTO members VALUES (1,'Ada','Byron','Leeds'),(2,'Alan','Turing','York'),(3,'Grace','Hopper','Leeds'),(4,'Edsger','Dijkstra','Bath');
INSERT INTO genres VALUES (1,'Drama'),(2,'Comedy');
INSERT INTO films VALUES (1,'Quiet Harbour',95,1),(2,'Loud Laughs',88,2),(3,'Long Night',142,1);
INSERT INTO film_actors VALUES (1,1),(1,2),(2,3);
INSERT INTO rentals VALUES (1,'2024-01-03','2024-01-06',1,1),(2,'2024-01-10','2024-01-12',1,3),(3,'2024-02-01','2024-02-08',2,3),
  (4,'2024-02-14',NULL,3,2),(5,'2024-03-02','2024-03-03',1,3),(6,'2025-01-05','2025-01-09',4,1);
INSERT INTO payments VALUES (1,3.99,'2024-01-06',1),(2,4.99,'2024-01-12',2),(3,6.50,'2024-02-08',3),(4,2.99,'2024-02-14',4),
  (5,4.99,'2024-03-03',5),(6,3.99,'2025-01-09',6);`;

const questions = [
  { question: 'Total payments', sql: 'SELECT sum(amount) FROM payments' },
  { question: 'How many rentals are there?', sql: 'SELECT count(*) FROM rentals' },
  { question: 'Average payment amount', sql: 'SELECT avg(amount) FROM payments' },
  {
    question: 'Number of rentals per member',
    sql: "SELECT m.first_name || ' ' || m.last_name, count(*) FROM rentals r JOIN members m USING (member_id) GROUP BY 1",
  },
  {
    question: 'Top 1 city by number of members',
    sql: 'SELECT city, count(*) n FROM members GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Which film has been rented the most times?',
    sql: 'SELECT f.title, count(*) n FROM rentals r JOIN films f USING (film_id) GROUP BY 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Top 1 actor by number of films',
    sql: "SELECT a.first_name || ' ' || a.last_name, count(*) n FROM film_actors fa JOIN actors a USING (actor_id) GROUP BY 1 ORDER BY n DESC LIMIT 1",
  },
  {
    question: 'Which member made the most rentals?',
    sql: "SELECT m.first_name || ' ' || m.last_name, count(*) n FROM rentals r JOIN members m USING (member_id) GROUP BY 1 ORDER BY n DESC LIMIT 1",
  },
  { question: 'Longest film length', sql: 'SELECT max(length) FROM films' },
  {
    question: 'Number of rentals by genre',
    sql: 'SELECT g.genre_name, count(*) FROM rentals r JOIN films f USING (film_id) JOIN genres g USING (genre_id) GROUP BY 1',
  },
  {
    question: 'Total payment amount by genre',
    sql: 'SELECT g.genre_name, sum(p.amount) FROM payments p JOIN rentals r USING (rental_id) JOIN films f USING (film_id) JOIN genres g USING (genre_id) GROUP BY 1',
  },
  { question: 'Rentals in 2024', sql: "SELECT count(*) FROM rentals WHERE rented_on < '2025-01-01'" },
  {
    question: 'Average days between rented and returned by city',
    sql: 'SELECT m.city, avg(r.returned_on - r.rented_on) FROM rentals r JOIN members m USING (member_id) GROUP BY 1',
  },
  {
    question: 'Number of rentals per month',
    sql: "SELECT to_char(rented_on, 'YYYY-MM'), count(*) FROM rentals GROUP BY 1",
  },
].map((q) => ({ ...q, answer: null }));

let db: PGlite;
let catalog: CatalogTable[];
const connectorOf = (database: () => PGlite) =>
  ({
    run: async (sql: string) => {
      const result = await database().query<Record<string, unknown>>(sql);
      return { columns: result.fields.map((f) => f.name), rows: rowsOf(result.rows), truncated: false };
    },
  }) as Connector;
const connector = connectorOf(() => db);

/** The catalog the product builds, from what PostgreSQL's own catalog says of the fixture. */
async function introspect(db: PGlite): Promise<CatalogTable[]> {
  // Every schema, as the connector reads them: a table outside public is named `schema.table`.
  const named = (schema: string, table: string) => (schema === 'public' ? table : `${schema}.${table}`);
  const columns = await db.query<{
    s: string;
    t: string;
    c: string;
    type: string;
    nullable: string;
    comment: string | null;
  }>(
    `SELECT table_schema s, table_name t, column_name c, data_type type, is_nullable nullable,
       col_description(format('%I.%I', table_schema, table_name)::regclass, ordinal_position::int) comment
     FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY table_schema, table_name, ordinal_position`,
  );
  const keys = await db.query<{ t: string; c: string; kind: string; rt: string | null; rc: string | null }>(
    `SELECT CASE WHEN ns.nspname = 'public' THEN cl.relname ELSE ns.nspname || '.' || cl.relname END t,
       a.attname c, con.contype kind,
       CASE WHEN fns.nspname = 'public' THEN f.relname ELSE fns.nspname || '.' || f.relname END rt, fa.attname rc
     FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid
     JOIN pg_namespace ns ON ns.oid = cl.relnamespace
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)
     LEFT JOIN pg_class f ON f.oid = con.confrelid
     LEFT JOIN pg_namespace fns ON fns.oid = f.relnamespace
     LEFT JOIN pg_attribute fa ON fa.attrelid = con.confrelid
       AND fa.attnum = con.confkey[array_position(con.conkey, a.attnum)]
     WHERE con.contype IN ('p', 'f') OR (con.contype = 'u' AND array_length(con.conkey, 1) = 1)`,
  );
  const { kindOfType } = await import('../../../src/server/insights/connectors/connector.ts');
  const tables = new Map<string, RawTable>();
  for (const row of columns.rows) {
    const name = named(row.s, row.t);
    const table = tables.get(name) ?? { name, rowEstimate: 0, columns: [] };
    tables.set(name, table);
    const own = keys.rows.filter((k) => k.t === name && k.c === row.c);
    const fk = own.find((k) => k.kind === 'f');
    table.columns.push({
      name: row.c,
      dataType: row.type,
      kind: kindOfType(row.type),
      nullable: row.nullable === 'YES',
      primaryKey: own.some((k) => k.kind === 'p'),
      ...(own.some((k) => k.kind === 'u') ? { unique: true } : {}),
      references: fk ? { table: fk.rt!, column: fk.rc! } : null,
      ...(row.comment ? { comment: row.comment } : {}),
    });
  }
  const views = await db.query<{ s: string; t: string }>(
    `SELECT table_schema s, table_name t FROM information_schema.views
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  for (const v of views.rows) {
    const table = tables.get(named(v.s, v.t));
    if (table) table.view = true;
  }
  const quoted = (name: string) =>
    name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
  const values = new Map<string, string[]>();
  for (const t of tables.values()) {
    t.rowEstimate = Number(
      (await db.query<{ n: number }>(`SELECT count(*)::int n FROM ${quoted(t.name)}`)).rows[0]!.n,
    );
    // As the connectors sample them: values that are there, and only of columns with few.
    for (const c of t.columns) {
      if (c.kind !== 'text' || c.primaryKey || c.references) continue;
      const distinct = (
        await db.query<{ v: string }>(
          `SELECT DISTINCT "${c.name}" v FROM ${quoted(t.name)} WHERE "${c.name}" IS NOT NULL ORDER BY 1 LIMIT ${MAX_CATEGORY_VALUES + 1}`,
        )
      ).rows.map((r) => r.v);
      if (distinct.length <= MAX_CATEGORY_VALUES) values.set(valuesKey(t.name, c.name), distinct);
    }
  }
  return buildCatalog({ tables: [...tables.values()], values });
}

describe('the planner on a database it was not written for', () => {
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(SCHEMA);
    catalog = await introspect(db);
  });
  afterAll(() => db.close());

  it('answers at least the floor of questions right and almost none wrong', async () => {
    const outcomes = await evaluateQuestions(questions, catalog, connector, 'postgres');
    const t = tally(outcomes);
    const wrong = outcomes.filter((o) => o.verdict === 'wrong').map((o) => `${o.question}: ${o.detail}`);
    expect(t.right, JSON.stringify(outcomes, null, 1)).toBeGreaterThanOrEqual(14);
    expect(wrong).toEqual([]);
  });

  it('declines with suggestions when most of a description names nothing in the catalog', () => {
    let error: unknown = null;
    try {
      planQuery('rentals of happy loyal weekend regulars', catalog, 'chart');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(PlanningError);
    const e = error as PlanningError;
    expect(e.status).toBe(422);
    expect(e.message).toContain("I am not sure what 'happy loyal weekend regular' means here");
    expect(e.data?.suggestions).toMatchObject({ metrics: expect.arrayContaining(['amount', 'length']) });
  });

  it('says what it understood in business words', () => {
    const plan = planQuery('Top 1 city by number of members', catalog, 'chart');
    expect(interpretationOf(plan)).toBe('Number of members, per city, highest first (top 1).');
    expect(plan.confidence).toBe(1);
  });
});

describe.each([
  { name: 'veterinary clinic', fill: fillClinic, questions: clinicQuestions, floor: 29, wrongAtMost: 0 },
  { name: 'staffing company', fill: fillStaffing, questions: staffingQuestions, floor: 22, wrongAtMost: 0 },
  // 'Which member has borrowed the most books?' counts distinct books; its answer counts loans.
  { name: 'public library', fill: fillLibrary, questions: libraryQuestions, floor: 22, wrongAtMost: 1 },
  // 'Share of sales by property type' sums the sale price; its answer counts the sales.
  { name: 'property agency', fill: fillAgency, questions: agencyQuestions, floor: 22, wrongAtMost: 1 },
  { name: 'online school', fill: fillCourses, questions: coursesQuestions, floor: 23, wrongAtMost: 0 },
  { name: 'film-rental chain', fill: fillRental, questions: rentalQuestions, floor: 26, wrongAtMost: 0 },
  { name: 'wine wholesaler', fill: fillWholesale, questions: wholesaleQuestions, floor: 25, wrongAtMost: 0 },
  { name: 'hotel group', fill: fillHotels, questions: hotelQuestions, floor: 21, wrongAtMost: 0 },
  { name: 'marketplace', fill: fillMarketplace, questions: marketplaceQuestions, floor: 23, wrongAtMost: 0 },
  {
    name: 'hardware distributor',
    fill: fillInventory,
    questions: inventoryQuestions,
    floor: 21,
    wrongAtMost: 0,
  },
  { name: 'football league', fill: fillLeague, questions: leagueQuestions, floor: 18, wrongAtMost: 0 },
  {
    name: 'software company in three schemas',
    fill: fillSubscriptions,
    questions: subscriptionQuestions,
    floor: 25,
    wrongAtMost: 0,
  },
  {
    name: 'consulting firm',
    fill: fillConsulting,
    questions: consultingQuestions,
    floor: 22,
    wrongAtMost: 0,
  },
  {
    name: 'online shop export',
    fill: fillOnlineRetail,
    questions: onlineRetailQuestions,
    floor: 20,
    wrongAtMost: 0,
  },
  {
    name: 'fitness studios booking app',
    fill: fillFitnessStudios,
    questions: fitnessStudioQuestions,
    floor: 25,
    wrongAtMost: 0,
  },
  // 'Which courier has delivered the most orders?' counts every order a courier had; its answer
  // counts those whose status is 'delivered'.
  {
    name: 'food delivery platform',
    fill: fillFoodDelivery,
    questions: foodDeliveryQuestions,
    floor: 26,
    wrongAtMost: 1,
  },
  {
    name: 'crowdfunding site',
    fill: fillCrowdfunding,
    questions: crowdfundingQuestions,
    floor: 25,
    wrongAtMost: 0,
  },
  { name: 'insurer', fill: fillInsurance, questions: insuranceQuestions, floor: 25, wrongAtMost: 0 },
  {
    name: 'building monitor',
    fill: fillMonitoring,
    questions: monitoringQuestions,
    floor: 24,
    wrongAtMost: 0,
  },
  {
    name: 'veterinary practice',
    fill: fillVeterinary,
    questions: veterinaryQuestions,
    floor: 25,
    wrongAtMost: 0,
  },
  {
    name: 'product usage analytics',
    fill: fillProductAnalytics,
    questions: productAnalyticsQuestions,
    floor: 25,
    wrongAtMost: 0,
  },
  { name: 'general ledger', fill: fillLedger, questions: ledgerQuestions, floor: 25, wrongAtMost: 0 },
  {
    name: 'university registry',
    fill: fillUniversity,
    questions: universityQuestions,
    floor: 22,
    wrongAtMost: 0,
  },
  {
    name: 'task tracker application',
    fill: fillTaskTracker,
    questions: taskTrackerQuestions,
    floor: 24,
    wrongAtMost: 0,
  },
  { name: 'book distributor', fill: fillBookTrade, questions: bookTradeQuestions, floor: 22, wrongAtMost: 0 },
  { name: 'ticket seller', fill: fillTicketing, questions: ticketingQuestions, floor: 25, wrongAtMost: 0 },
  {
    name: 'greenhouse grower',
    fill: fillGreenhouse,
    questions: greenhouseQuestions,
    floor: 22,
    wrongAtMost: 0,
  },
  { name: 'water utility', fill: fillUtility, questions: utilityQuestions, floor: 20, wrongAtMost: 0 },
  {
    name: 'coffee chain warehouse',
    fill: fillCoffeeChain,
    questions: coffeeChainQuestions,
    floor: 25,
    wrongAtMost: 0,
  },
])('the planner on the $name of `npm run eval:insights`', ({ fill, questions, floor, wrongAtMost }) => {
  let generated: PGlite;
  beforeAll(async () => {
    generated = new PGlite();
    await fill((sql, params) => generated.query(sql, params));
  });
  afterAll(() => generated.close());

  it(`answers at least ${floor} of its ${questions.length} questions right, at most ${wrongAtMost} wrong`, async () => {
    const outcomes = await evaluateQuestions(
      questions.map((q) => ({ ...q })),
      await introspect(generated),
      connectorOf(() => generated),
      'postgres',
    );
    const wrong = outcomes.filter((o) => o.verdict === 'wrong').map((o) => `${o.question}: ${o.detail}`);
    expect(tally(outcomes).right, JSON.stringify(outcomes, null, 1)).toBeGreaterThanOrEqual(floor);
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(wrongAtMost);
  });
});
