import { randomUUID } from 'node:crypto';
import type { GenerateModuleInput, GenerateModuleResult } from '../../../contract/dataInsights.ts';
import type { DataProjectService } from '../dataProjects.ts';
import { compileSql } from '../planner/compileSql.ts';
import { describePlan, interpretationOf, type Plan } from '../planner/plan.ts';
import { PlanningError, planQuery } from '../planner/planQuery.ts';
import { shapeContent } from '../shapeContent.ts';
import type { DataFileService } from './dataFileService.ts';
import { runFilesQuery } from './filesQuery.ts';
import type { ProjectDatabases } from './projectDatabase.ts';

/**
 * A module over the project's uploaded files: the same planner as for a connection, over the
 * files' catalog, compiled to DuckDB's SQL and run through the same gate and limits.
 */
export function createFilesGeneration(deps: {
  projects: DataProjectService;
  files: DataFileService;
  databases: ProjectDatabases;
}) {
  return {
    async generateModule(userId: string, input: GenerateModuleInput): Promise<GenerateModuleResult> {
      await deps.projects.owned(userId, input.projectId);
      const source = await deps.files.catalog(input.projectId);
      if (!source)
        throw new PlanningError(
          'This project has no data files yet. Upload a file on the data source page first.',
        );
      let plan: Plan | null = null;
      let sql: string;
      if (input.sql?.trim()) sql = input.sql.trim().replace(/;\s*$/, '');
      else {
        plan = planQuery(input.description, source.tables, input.moduleType);
        sql = compileSql(plan, 'duckdb');
      }
      const result = await runFilesQuery(deps.databases, input.projectId, sql);
      return {
        generatedContent: shapeContent(
          `content-${randomUUID().slice(0, 8)}`,
          result,
          plan,
          input.moduleType,
          input.description,
        ),
        query: sql,
        plan: plan ? describePlan(plan) : null,
        interpretation: plan ? interpretationOf(plan) : null,
        rowCount: result.rows.length,
        truncated: result.truncated,
      };
    },
  };
}
export type FilesGeneration = ReturnType<typeof createFilesGeneration>;
