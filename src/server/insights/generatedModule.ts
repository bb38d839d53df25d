import { randomUUID } from 'node:crypto';
import type { GenerateModuleInput, GenerateModuleResult } from '../../contract/dataInsights.ts';
import type { QueryResult } from './connectors/connector.ts';
import { describePlan, interpretationOf, type Plan } from './planner/plan.ts';
import { shapeContent } from './shapeContent.ts';

/** The reply to a generation: the rows shaped for the module, the query, and the reading with its alternatives. */
export function generatedModule(
  input: GenerateModuleInput,
  result: QueryResult,
  query: string,
  plan: Plan | null,
  alternatives: Plan[],
): GenerateModuleResult {
  return {
    generatedContent: shapeContent(
      `content-${randomUUID().slice(0, 8)}`,
      result,
      plan,
      input.moduleType,
      input.description,
    ),
    query,
    plan: plan ? describePlan(plan) : null,
    interpretation: plan ? interpretationOf(plan) : null,
    alternatives: alternatives.map((a) => ({ interpretation: interpretationOf(a), plan: describePlan(a) })),
    rowCount: result.rows.length,
    truncated: result.truncated,
  };
}
