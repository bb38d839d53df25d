import type { ConnectionDefinitions } from '../../../contract/connectionDefinitions.ts';
import type { CatalogTable, ModuleType } from '../../../contract/dataInsights.ts';
import { interpretationOf, type Plan } from './plan.ts';
import { MIN_CONFIDENCE, PlanningError, planQuery } from './planQuery.ts';

/**
 * How close (in planner points) a column not taken must score to the one taken to be offered as
 * another reading. A name word matched is worth 10 points and each unmatched word of a name costs 1;
 * tie-breaks (a join step 2, a view 4, a table named elsewhere 1, the table named too 3) sit below
 * 10. Within 3 points, two columns match the words equally and differ only by such a tie-break
 * (order date or ship date for 'by date'); a column one word behind is a worse reading, not another.
 */
export const CLOSE_READING_MARGIN = 3;

/** At most this many other readings are offered: a short list to choose from, not a catalog. */
export const MAX_ALTERNATIVES = 3;

/**
 * The best reading of a description and the other readings that score close to it: each one the
 * planner's own run with one choice steered to a runner-up, kept when it is confident enough and
 * says something different.
 */
export function planReadings(
  description: string,
  tables: CatalogTable[],
  moduleType: ModuleType,
  definitions?: ConnectionDefinitions,
): { plan: Plan; alternatives: Plan[] } {
  const plan = planQuery(description, tables, moduleType, definitions);
  const seen = new Set([interpretationOf(plan)]);
  const alternatives: Plan[] = [];
  const close = (plan.runnersUp ?? [])
    .filter((r) => r.margin <= CLOSE_READING_MARGIN)
    .sort((a, b) => a.margin - b.margin);
  for (const runnerUp of close) {
    if (alternatives.length >= MAX_ALTERNATIVES) break;
    let other: Plan;
    try {
      other = planQuery(description, tables, moduleType, definitions, {
        [runnerUp.slot]: { table: runnerUp.table, column: runnerUp.column },
      });
    } catch (err) {
      if (err instanceof PlanningError) continue;
      throw err;
    }
    const sentence = interpretationOf(other);
    if (seen.has(sentence) || (other.confidence ?? 0) < MIN_CONFIDENCE) continue;
    seen.add(sentence);
    alternatives.push(other);
  }
  return { plan, alternatives };
}
