import {
  day,
  fillDatabase,
  loadScratchDatabase,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// An insurer's policy administration database: singular tables, short column words (`prem_amt`,
// `clm_amt`, `eff_dt`), a few comments, coded statuses, a settlement date that stays empty while
// a claim is open, and a self-reference (an agent's supervising agent).
const SCHEMA = [
  'CREATE TABLE region (region_cd CHAR(2) PRIMARY KEY, region_nm VARCHAR(30) NOT NULL)',
  'CREATE TABLE agent (agent_id INTEGER PRIMARY KEY, agent_nm VARCHAR(60) NOT NULL, region_cd CHAR(2) NOT NULL REFERENCES region(region_cd), supervisor_id INTEGER REFERENCES agent(agent_id), hire_dt DATE NOT NULL)',
  'CREATE TABLE product (product_cd VARCHAR(6) PRIMARY KEY, product_nm VARCHAR(40) NOT NULL, line_of_business VARCHAR(20) NOT NULL)',
  'CREATE TABLE policyholder (holder_id INTEGER PRIMARY KEY, first_nm VARCHAR(40) NOT NULL, last_nm VARCHAR(40) NOT NULL, birth_dt DATE NOT NULL, region_cd CHAR(2) NOT NULL REFERENCES region(region_cd))',
  'CREATE TABLE policy (policy_no VARCHAR(12) PRIMARY KEY, holder_id INTEGER NOT NULL REFERENCES policyholder(holder_id), agent_id INTEGER NOT NULL REFERENCES agent(agent_id), product_cd VARCHAR(6) NOT NULL REFERENCES product(product_cd), eff_dt DATE NOT NULL, exp_dt DATE NOT NULL, prem_amt NUMERIC(10,2) NOT NULL, status_cd CHAR(1) NOT NULL)',
  "COMMENT ON COLUMN policy.prem_amt IS 'Annual premium written'",
  "COMMENT ON COLUMN policy.status_cd IS 'Policy status: A active, L lapsed, C cancelled'",
  'CREATE TABLE claim (claim_id INTEGER PRIMARY KEY, policy_no VARCHAR(12) NOT NULL REFERENCES policy(policy_no), loss_dt DATE NOT NULL, reported_dt DATE NOT NULL, settled_dt DATE, clm_amt NUMERIC(10,2) NOT NULL, paid_amt NUMERIC(10,2), cause VARCHAR(20) NOT NULL)',
  "COMMENT ON COLUMN claim.clm_amt IS 'Amount claimed'",
  "COMMENT ON COLUMN claim.paid_amt IS 'Amount paid out on settlement'",
];

const REGIONS: [string, string][] = [
  ['NE', 'North East'],
  ['NW', 'North West'],
  ['MI', 'Midlands'],
  ['SE', 'South East'],
  ['SW', 'South West'],
];
const PRODUCTS: [string, string, string, number][] = [
  ['MOT01', 'Motor Comprehensive', 'Motor', 620],
  ['MOT02', 'Motor Third Party', 'Motor', 380],
  ['HOM01', 'Buildings', 'Home', 290],
  ['HOM02', 'Contents', 'Home', 160],
  ['TRV01', 'Annual Travel', 'Travel', 95],
  ['PET01', 'Pet Lifetime', 'Pet', 340],
];
const CAUSES: Record<string, string[]> = {
  Motor: ['Collision', 'Collision', 'Theft', 'Windscreen'],
  Home: ['Water', 'Fire', 'Theft', 'Storm'],
  Travel: ['Medical', 'Cancellation', 'Baggage'],
  Pet: ['Illness', 'Injury'],
};
const FIRST = ['Alice', 'Brian', 'Carol', 'Derek', 'Elaine', 'Frank', 'Gemma', 'Harry', 'Irene', 'Jonah'];
const LAST = ['Ashworth', 'Bamber', 'Crossley', 'Dewhurst', 'Entwistle', 'Fairclough', 'Greenhalgh'];

/** An insurer's rows: 5 regions, 30 agents, 2,000 policyholders, their policies and claims. */
export function insuranceRows() {
  const r = seeded(6161);
  const regions: Row[] = REGIONS.map(([cd, nm]) => [cd, nm]);
  const agents: Row[] = [];
  for (let a = 1; a <= 30; a++)
    agents.push([
      a,
      `${r.pick(FIRST)} ${r.pick(LAST)} ${a}`,
      REGIONS[a % REGIONS.length]![0],
      a <= 5 ? null : ((a - 1) % 5) + 1,
      day('2015-01-05', r.int(0, 2800)),
    ]);
  const products: Row[] = PRODUCTS.map(([cd, nm, line]) => [cd, nm, line]);
  const holders: Row[] = [];
  for (let h = 1; h <= 2000; h++)
    holders.push([
      h,
      r.pick(FIRST),
      `${r.pick(LAST)} ${h}`,
      day('1945-01-01', r.int(0, 20000)),
      r.pick(REGIONS)[0],
    ]);
  const policies: Row[] = [];
  const claims: Row[] = [];
  for (let p = 1; p <= 4200; p++) {
    const product = r.pick(PRODUCTS);
    const holder = r.int(1, holders.length);
    const effective = day('2022-01-01', r.int(0, 1300));
    const policyNo = `P${String(100000 + p * 7)}`;
    const status = r.next() < 0.75 ? 'A' : r.pick(['L', 'L', 'C']);
    policies.push([
      policyNo,
      holder,
      r.int(1, 30),
      product[0],
      effective,
      day(effective, 364),
      Math.round(product[3] * (0.7 + r.next() * 0.8) * 100) / 100,
      status,
    ]);
    if (r.next() < 0.22) {
      const loss = day(effective, r.int(5, 350));
      const reported = day(loss, r.int(0, 20));
      const settled = r.next() < 0.8 ? day(reported, r.int(3, 120)) : null;
      const claimed = Math.round((200 + r.next() * 6000) * 100) / 100;
      claims.push([
        claims.length + 1,
        policyNo,
        loss,
        reported,
        settled,
        claimed,
        settled ? Math.round(claimed * (0.5 + r.next() * 0.5) * 100) / 100 : null,
        r.pick(CAUSES[product[2]]!),
      ]);
    }
  }
  return {
    region: regions,
    agent: agents,
    product: products,
    policyholder: holders,
    policy: policies,
    claim: claims,
  };
}

/** Creates the insurer's tables and fills them through `run`. */
export const fillInsurance = (run: RunStatement) => fillDatabase(run, SCHEMA, insuranceRows());

/** The insurer into a scratch PostgreSQL database of its own, dropped first. */
export const loadInsurance = (database: string) => loadScratchDatabase(database, fillInsurance);
