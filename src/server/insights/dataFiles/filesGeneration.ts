import type { GenerateModuleInput, GenerateModuleResult } from '../../../contract/dataInsights.ts';
import type { DataProjectService } from '../dataProjects.ts';
import { generatedModule } from '../generatedModule.ts';
import { compileSql } from '../planner/compileSql.ts';
import type { Plan } from '../planner/plan.ts';
import { planFromParts } from '../planner/planFromParts.ts';
import { PlanningError } from '../planner/planQuery.ts';
import { planReadings } from '../planner/planReadings.ts';
import type { DataFileService } from './dataFileService.ts';
import { runFilesQuery } from './filesQuery.ts';
import type { ProjectDatabases } from './projectDatabase.ts';

/**
 * A module over the project's uploaded files: the same planner as for a connection (its other
 * readings, or a plan the user corrected), over the files' catalog, compiled to DuckDB's SQL and
 * run through the same gate and limits.
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
      let alternatives: Plan[] = [];
      let sql: string;
      if (input.sql?.trim()) sql = input.sql.trim().replace(/;\s*$/, '');
      else {
        if (input.plan) plan = planFromParts(input.plan, source.tables);
        else ({ plan, alternatives } = planReadings(input.description, source.tables, input.moduleType));
        sql = compileSql(plan, 'duckdb');
      }
      const result = await runFilesQuery(deps.databases, input.projectId, sql);
      return generatedModule(input, result, sql, plan, alternatives);
    },
  };
}
export type FilesGeneration = ReturnType<typeof createFilesGeneration>;
