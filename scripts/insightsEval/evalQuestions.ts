import type { CatalogTable } from '../../src/contract/dataInsights.ts';
import type { Connector } from '../../src/server/insights/connectors/connector.ts';
import { compileSql, type SqlDialect } from '../../src/server/insights/planner/compileSql.ts';
import { describePlan } from '../../src/server/insights/planner/plan.ts';
import { PlanningError, planQuery } from '../../src/server/insights/planner/planQuery.ts';
import { answerMatches } from './answerMatches.ts';

export interface EvalQuestion {
  question: string;
  /** The answer rows, or null when `sql` computes them on the same database. */
  answer: unknown[][] | null;
  sql?: string;
}

/** The PostgreSQL condition that a date or timestamp column falls in a year. */
export const inYear = (column: string, year: number) =>
  `${column} >= DATE '${year}-01-01' AND ${column} < DATE '${year + 1}-01-01'`;

export type Verdict = 'right' | 'declined' | 'wrong';
export interface QuestionOutcome {
  question: string;
  verdict: Verdict;
  detail: string;
}

const valuesOf = (rows: Record<string, unknown>[]) => rows.map((r) => Object.values(r));

/** Plans each question over the catalog, runs it through the connector and grades the answer. */
export async function evaluateQuestions(
  questions: EvalQuestion[],
  catalog: CatalogTable[],
  connector: Connector,
  dialect: SqlDialect,
): Promise<QuestionOutcome[]> {
  const outcomes: QuestionOutcome[] = [];
  for (const q of questions) {
    const expected = q.answer ?? valuesOf((await connector.run(q.sql!)).rows);
    let outcome: QuestionOutcome;
    try {
      const plan = planQuery(q.question, catalog, 'chart');
      const sql = compileSql(plan, dialect);
      const result = await connector.run(sql);
      const actual = valuesOf(result.rows);
      const right = answerMatches(expected, actual);
      outcome = {
        question: q.question,
        verdict: right ? 'right' : 'wrong',
        detail: right
          ? `${describePlan(plan).summary} (confidence ${plan.confidence})`
          : `${describePlan(plan).summary}\n    ${sql.replaceAll('\n', ' ')}\n    got ${JSON.stringify(actual.slice(0, 4))}\n    want ${JSON.stringify(expected.slice(0, 4))}`,
      };
    } catch (err) {
      if (err instanceof PlanningError)
        outcome = { question: q.question, verdict: 'declined', detail: err.message };
      else
        outcome = {
          question: q.question,
          verdict: 'wrong',
          detail: `failed: ${(err as Error).stack?.split('\n').slice(0, 3).join(' ')}`,
        };
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

export const tally = (outcomes: QuestionOutcome[]) => ({
  right: outcomes.filter((o) => o.verdict === 'right').length,
  declined: outcomes.filter((o) => o.verdict === 'declined').length,
  wrong: outcomes.filter((o) => o.verdict === 'wrong').length,
  total: outcomes.length,
});
