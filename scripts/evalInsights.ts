// Plans everyday questions over databases loaded fresh, runs them through the real connector and
// prints right / declined / wrong per set: `npm run eval:insights` (add -v for each question).
// `--held-out` instead measures the Chinook database, which the planner was not built around.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CatalogTable } from '../src/contract/dataInsights.ts';
import { buildCatalog } from '../src/server/insights/catalog.ts';
import type { ConnectionSettings, Connector } from '../src/server/insights/connectors/connector.ts';
import { mysqlConnector } from '../src/server/insights/connectors/mysqlConnector.ts';
import { postgresConnector } from '../src/server/insights/connectors/postgresConnector.ts';
import { startCachedSampleDatabase } from '../tests/server/insights/sampleInsights.ts';
import { agencyQuestions } from './insightsEval/agencyQuestions.ts';
import { airlineQuestions } from './insightsEval/airlineQuestions.ts';
import { bookTradeQuestions } from './insightsEval/bookTradeQuestions.ts';
import { chinookQuestions } from './insightsEval/chinookQuestions.ts';
import { clinicQuestions } from './insightsEval/clinicQuestions.ts';
import { coffeeChainQuestions } from './insightsEval/coffeeChainQuestions.ts';
import { consultingQuestions } from './insightsEval/consultingQuestions.ts';
import { copyToMariaDb } from './insightsEval/copyToMariaDb.ts';
import { coursesQuestions } from './insightsEval/coursesQuestions.ts';
import { crowdfundingQuestions } from './insightsEval/crowdfundingQuestions.ts';
import {
  type EvalQuestion,
  evaluateQuestions,
  type QuestionOutcome,
  tally,
} from './insightsEval/evalQuestions.ts';
import { fitnessStudioQuestions } from './insightsEval/fitnessStudioQuestions.ts';
import { foodDeliveryQuestions } from './insightsEval/foodDeliveryQuestions.ts';
import { greenhouseQuestions } from './insightsEval/greenhouseQuestions.ts';
import { hotelQuestions } from './insightsEval/hotelQuestions.ts';
import { insuranceQuestions } from './insightsEval/insuranceQuestions.ts';
import { inventoryQuestions } from './insightsEval/inventoryQuestions.ts';
import { leagueQuestions } from './insightsEval/leagueQuestions.ts';
import { ledgerQuestions } from './insightsEval/ledgerQuestions.ts';
import { libraryQuestions } from './insightsEval/libraryQuestions.ts';
import { loadAgency } from './insightsEval/loadAgency.ts';
import { loadAirline } from './insightsEval/loadAirline.ts';
import { loadBookTrade } from './insightsEval/loadBookTrade.ts';
import { loadChinookMariaDb, loadChinookPostgres } from './insightsEval/loadChinook.ts';
import { loadClinic } from './insightsEval/loadClinic.ts';
import { loadCoffeeChain } from './insightsEval/loadCoffeeChain.ts';
import { loadConsulting } from './insightsEval/loadConsulting.ts';
import { loadCourses } from './insightsEval/loadCourses.ts';
import { loadCrowdfunding } from './insightsEval/loadCrowdfunding.ts';
import { loadFitnessStudios } from './insightsEval/loadFitnessStudios.ts';
import { loadFoodDelivery } from './insightsEval/loadFoodDelivery.ts';
import { loadGreenhouse } from './insightsEval/loadGreenhouse.ts';
import { loadHotels } from './insightsEval/loadHotels.ts';
import { loadInsurance } from './insightsEval/loadInsurance.ts';
import { loadInventory } from './insightsEval/loadInventory.ts';
import { loadLeague } from './insightsEval/loadLeague.ts';
import { loadLedger } from './insightsEval/loadLedger.ts';
import { loadLibrary } from './insightsEval/loadLibrary.ts';
import { loadMarketplace } from './insightsEval/loadMarketplace.ts';
import { loadMonitoring } from './insightsEval/loadMonitoring.ts';
import { loadNorthwind } from './insightsEval/loadNorthwind.ts';
import { loadOnlineRetail } from './insightsEval/loadOnlineRetail.ts';
import { loadProductAnalytics } from './insightsEval/loadProductAnalytics.ts';
import { loadRental } from './insightsEval/loadRental.ts';
import { loadStaffing } from './insightsEval/loadStaffing.ts';
import { loadSubscriptions } from './insightsEval/loadSubscriptions.ts';
import { loadTaskTracker } from './insightsEval/loadTaskTracker.ts';
import { loadTicketing } from './insightsEval/loadTicketing.ts';
import { loadUniversity } from './insightsEval/loadUniversity.ts';
import { loadUtility } from './insightsEval/loadUtility.ts';
import { loadVeterinary } from './insightsEval/loadVeterinary.ts';
import { loadWholesale } from './insightsEval/loadWholesale.ts';
import { marketplaceQuestions } from './insightsEval/marketplaceQuestions.ts';
import { monitoringQuestions } from './insightsEval/monitoringQuestions.ts';
import { onlineRetailQuestions } from './insightsEval/onlineRetailQuestions.ts';
import { productAnalyticsQuestions } from './insightsEval/productAnalyticsQuestions.ts';
import { rentalQuestions } from './insightsEval/rentalQuestions.ts';
import { staffingQuestions } from './insightsEval/staffingQuestions.ts';
import { subscriptionQuestions } from './insightsEval/subscriptionQuestions.ts';
import { superstoreQuestions } from './insightsEval/superstoreQuestions.ts';
import { taskTrackerQuestions } from './insightsEval/taskTrackerQuestions.ts';
import { ticketingQuestions } from './insightsEval/ticketingQuestions.ts';
import { universityQuestions } from './insightsEval/universityQuestions.ts';
import { utilityQuestions } from './insightsEval/utilityQuestions.ts';
import { veterinaryQuestions } from './insightsEval/veterinaryQuestions.ts';
import { wholesaleQuestions } from './insightsEval/wholesaleQuestions.ts';

/** shared/ lies beside the checkout (or beside its parent folder of work trees). */
const DATASETS =
  process.env.DATASETS_DIR ??
  ['../shared/datasets', '../../shared/datasets'].map((p) => resolve(p)).find((p) => existsSync(p)) ??
  resolve('../shared/datasets');
const SCRATCH = 'planner_eval_northwind';
const HELD_OUT = 'planner_eval_chinook';
const verbose = process.argv.includes('-v');

const settings = (port: number, databaseName: string, host = '127.0.0.1'): ConnectionSettings => ({
  type: 'POSTGRES',
  host,
  port,
  username: 'postgres',
  password: '',
  databaseName,
  properties: {},
});

/** Northwind into a scratch database of its own, dropped first. */
async function northwindSettings(): Promise<ConnectionSettings> {
  await loadNorthwind(`${DATASETS}/northwind/northwind.sql`, SCRATCH);
  return settings(5432, SCRATCH);
}

async function indexed(connector: Connector): Promise<CatalogTable[]> {
  return buildCatalog(await connector.introspect());
}

function report(name: string, outcomes: QuestionOutcome[]) {
  const t = tally(outcomes);
  if (verbose)
    for (const o of outcomes) console.log(`  ${o.verdict.padEnd(8)} ${o.question}\n    ${o.detail}`);
  console.log(`${name.padEnd(24)} right ${t.right}/${t.total}  declined ${t.declined}  wrong ${t.wrong}`);
  return t;
}

function printTotal(rows: ReturnType<typeof tally>[]) {
  const all = rows.reduce((a, t) => ({
    right: a.right + t.right,
    declined: a.declined + t.declined,
    wrong: a.wrong + t.wrong,
    total: a.total + t.total,
  }));
  console.log(
    `${'All'.padEnd(24)} right ${all.right}/${all.total}  declined ${all.declined}  wrong ${all.wrong}`,
  );
}

/**
 * A generated database of the evaluation's own on PostgreSQL, then its MariaDB copy graded against
 * PostgreSQL's answers.
 */
async function generated(
  name: string,
  database: string,
  load: (db: string) => Promise<void>,
  questions: EvalQuestion[],
) {
  await load(database);
  const postgres = postgresConnector(settings(5432, database));
  const answered = await Promise.all(
    questions.map(async (q) => ({
      ...q,
      answer: (await postgres.run(q.sql!)).rows.map((r) => Object.values(r)),
    })),
  );
  const rows = [
    report(
      `${name} (PostgreSQL)`,
      await evaluateQuestions(answered, await indexed(postgres), postgres, 'postgres'),
    ),
  ];
  if (!process.argv.includes('--no-mariadb') && !POSTGRES_ONLY.has(name)) {
    await copyToMariaDb({ host: '127.0.0.1', port: 5432, user: 'postgres', database }, { database });
    const maria = mysqlConnector({ ...settings(3306, database), type: 'MYSQL', username: 'root' });
    rows.push(
      report(`${name} (MariaDB)`, await evaluateQuestions(answered, await indexed(maria), maria, 'mysql')),
    );
  }
  return rows;
}

/** Chinook, loaded fresh from its own scripts into PostgreSQL and MariaDB. */
async function heldOut() {
  loadChinookPostgres(DATASETS, HELD_OUT);
  const chinook = postgresConnector(settings(5432, HELD_OUT));
  const rows = [
    report(
      'Chinook (PostgreSQL)',
      await evaluateQuestions(chinookQuestions, await indexed(chinook), chinook, 'postgres'),
    ),
  ];
  if (!process.argv.includes('--no-mariadb')) {
    loadChinookMariaDb(DATASETS, HELD_OUT);
    const maria = mysqlConnector({ ...settings(3306, HELD_OUT), type: 'MYSQL', username: 'root' });
    rows.push(
      report(
        'Chinook (MariaDB)',
        await evaluateQuestions(chinookQuestions, await indexed(maria), maria, 'mysql'),
      ),
    );
  }
  printTotal(rows);
}

/** The evaluation's own databases: name, scratch database, loader and questions. */
const GENERATED: [string, string, (db: string) => Promise<void>, EvalQuestion[]][] = [
  ['Clinic', 'planner_eval_clinic', loadClinic, clinicQuestions],
  ['Airline', 'planner_eval_airline', loadAirline, airlineQuestions],
  ['Staffing', 'planner_eval_staffing', loadStaffing, staffingQuestions],
  ['Library', 'planner_eval_library', loadLibrary, libraryQuestions],
  ['Agency', 'planner_eval_agency', loadAgency, agencyQuestions],
  ['Courses', 'planner_eval_courses', loadCourses, coursesQuestions],
  ['Rental', 'planner_eval_rental', loadRental, rentalQuestions],
  ['Wholesale', 'planner_eval_wholesale', loadWholesale, wholesaleQuestions],
  ['Hotels', 'planner_eval_hotels', loadHotels, hotelQuestions],
  ['Marketplace', 'planner_eval_marketplace', loadMarketplace, marketplaceQuestions],
  ['Inventory', 'planner_eval_inventory', loadInventory, inventoryQuestions],
  ['League', 'planner_eval_league', loadLeague, leagueQuestions],
  ['Subscriptions', 'planner_eval_subscriptions', loadSubscriptions, subscriptionQuestions],
  ['BookTrade', 'planner_eval_booktrade', loadBookTrade, bookTradeQuestions],
  ['Ticketing', 'planner_eval_ticketing', loadTicketing, ticketingQuestions],
  ['Greenhouse', 'planner_eval_greenhouse', loadGreenhouse, greenhouseQuestions],
  ['Utility', 'planner_eval_utility', loadUtility, utilityQuestions],
  ['CoffeeChain', 'planner_eval_coffeechain', loadCoffeeChain, coffeeChainQuestions],
  ['TaskTracker', 'planner_eval_tasktracker', loadTaskTracker, taskTrackerQuestions],
  ['OnlineRetail', 'planner_eval_onlineretail', loadOnlineRetail, onlineRetailQuestions],
  ['Consulting', 'planner_eval_consulting', loadConsulting, consultingQuestions],
  ['FitnessStudios', 'planner_eval_fitness', loadFitnessStudios, fitnessStudioQuestions],
  ['FoodDelivery', 'planner_eval_fooddelivery', loadFoodDelivery, foodDeliveryQuestions],
  ['Crowdfunding', 'planner_eval_crowdfunding', loadCrowdfunding, crowdfundingQuestions],
  ['Insurance', 'planner_eval_insurance', loadInsurance, insuranceQuestions],
  ['Monitoring', 'planner_eval_monitoring', loadMonitoring, monitoringQuestions],
  ['Veterinary', 'planner_eval_veterinary', loadVeterinary, veterinaryQuestions],
  ['ProductAnalytics', 'planner_eval_productanalytics', loadProductAnalytics, productAnalyticsQuestions],
  ['Ledger', 'planner_eval_ledger', loadLedger, ledgerQuestions],
  ['University', 'planner_eval_university', loadUniversity, universityQuestions],
];

/** Sets whose tables live in PostgreSQL schemas: a MariaDB database has none to copy them into. */
const POSTGRES_ONLY = new Set(['Subscriptions']);

/** `--set Name` measures one generated database alone. */
async function oneSet(name: string) {
  const set = GENERATED.find(([n]) => n.toLowerCase() === name.toLowerCase());
  if (!set) throw new Error(`No generated set named ${name}: ${GENERATED.map(([n]) => n).join(', ')}`);
  printTotal(await generated(...set));
}

async function main() {
  const northwind = postgresConnector(await northwindSettings());
  const northwindQuestions = JSON.parse(
    readFileSync(`${DATASETS}/northwind/dev-questions.json`, 'utf8'),
  ) as EvalQuestion[];
  const rows = [
    report(
      'Northwind (PostgreSQL)',
      await evaluateQuestions(northwindQuestions, await indexed(northwind), northwind, 'postgres'),
    ),
  ];

  if (!process.argv.includes('--no-mariadb')) {
    await copyToMariaDb(
      { host: '127.0.0.1', port: 5432, user: 'postgres', database: SCRATCH },
      { database: SCRATCH },
    );
    const maria = mysqlConnector({ ...settings(3306, SCRATCH), type: 'MYSQL', username: 'root' });
    const expected = northwindQuestions.map((q) => ({ ...q }));
    rows.push(
      report('Northwind (MariaDB)', await evaluateQuestions(expected, await indexed(maria), maria, 'mysql')),
    );
  }

  for (const set of GENERATED) rows.push(...(await generated(...set)));

  const sample = startCachedSampleDatabase();
  try {
    const { port } = await sample.ready;
    const superstore = postgresConnector(settings(port, 'superstore'));
    rows.push(
      report(
        'Superstore (sample)',
        await evaluateQuestions(superstoreQuestions, await indexed(superstore), superstore, 'postgres'),
      ),
    );
  } finally {
    await sample.stop();
  }
  printTotal(rows);
}

const setAt = process.argv.indexOf('--set');
await (process.argv.includes('--held-out')
  ? heldOut()
  : setAt > 0
    ? oneSet(process.argv[setAt + 1] ?? '')
    : main());
