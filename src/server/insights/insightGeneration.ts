import { randomUUID } from 'node:crypto';
import { type ConnectionDefinitions, storedDefinitions } from '../../contract/connectionDefinitions.ts';
import { FILES_DATA_SOURCE } from '../../contract/dataFiles.ts';
import type {
  CatalogTable,
  ConnectionType,
  GenerateModuleInput,
  GenerateModuleResult,
  GeneratePageResult,
  InsightModule,
  ModuleType,
} from '../../contract/dataInsights.ts';
import { ApiError } from '../reply.ts';
import { ConnectionFailure } from './connectors/connectionFailure.ts';
import type { MongoQuery, QueryResult } from './connectors/connector.ts';
import { hostedConnector } from './connectors/driverHost.ts';
import type { DataConnectionService } from './dataConnections.ts';
import type { FilesGeneration } from './dataFiles/filesGeneration.ts';
import { parseMongoQuery } from './gate/mongoGate.ts';
import { UnsafeQuery } from './gate/unsafeQuery.ts';
import { generatedModule } from './generatedModule.ts';
import { compileMongo } from './planner/compileMongo.ts';
import { compileSql, type SqlDialect } from './planner/compileSql.ts';
import type { ModelPlanner } from './planner/modelPlanner.ts';
import type { Plan } from './planner/plan.ts';
import { planFromParts } from './planner/planFromParts.ts';
import { PlanningError, planQuery } from './planner/planQuery.ts';
import { planReadings } from './planner/planReadings.ts';
import { labelOf } from './planner/vocabulary.ts';

const DIALECTS: Record<Exclude<ConnectionType, 'MONGO'>, SqlDialect> = {
  POSTGRES: 'postgres',
  MYSQL: 'mysql',
  SQL_SERVER: 'tsql',
};

/** The statement for a plan in the engine's language. */
export function compileFor(type: ConnectionType, plan: Plan): string | MongoQuery {
  return type === 'MONGO' ? compileMongo(plan) : compileSql(plan, DIALECTS[type]);
}

/** A model's statement the checks refused: said as the model's, not the user's. */
function refusedFromModel(err: unknown): never {
  if (err instanceof UnsafeQuery)
    throw new ApiError(422, `The model wrote a query that was refused. ${err.message}`);
  throw err;
}

const queryText = (q: string | MongoQuery) => (typeof q === 'string' ? q : JSON.stringify(q));

/** A failed statement in plain words: the time limit, or what the database said. */
function describeQueryFailure(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { code?: string | number; errno?: number; message?: string };
  if (
    e.code === '57014' ||
    e.errno === 3024 ||
    e.errno === 1969 ||
    e.code === 'ETIMEOUT' ||
    /timeout|timed out|max_statement_time|maximum statement execution time/i.test(e.message ?? '')
  )
    return new ApiError(422, 'The query took longer than 5 s and was stopped.');
  if (e.code === '25006' || /read-only transaction|READ ONLY transaction/i.test(e.message ?? ''))
    return new ApiError(422, 'The query tried to change data; it runs read-only and changed nothing.');
  return new ApiError(
    422,
    `The database refused the query: ${(e.message ?? 'no reason given').split('\n')[0]}`,
  );
}

/**
 * Descriptions an analyst would start a page with, from what the catalog holds; the connection's
 * defined metrics come before the catalog's own measures.
 */
export function initialDescriptions(
  tables: CatalogTable[],
  definitions?: ConnectionDefinitions,
): { description: string; moduleType: ModuleType }[] {
  const bySize = [...tables].sort((a, b) => b.rowEstimate - a.rowEstimate);
  const measuresOf = (t: CatalogTable) => t.columns.filter((c) => c.role === 'measure');
  const fact = [...tables].sort(
    (a, b) => measuresOf(b).length - measuresOf(a).length || b.rowEstimate - a.rowEstimate,
  )[0];
  const out: { description: string; moduleType: ModuleType }[] = [];
  for (const t of bySize.slice(0, 2))
    out.push({ description: `Number of ${labelOf(t.name)}`, moduleType: 'kpi' });
  const measures = [
    ...(definitions?.metrics.map((m) => m.name) ?? []),
    ...(fact ? measuresOf(fact).map((m) => `total ${labelOf(m.name)}`) : []),
  ].slice(0, 2);
  for (const m of measures)
    out.push({ description: m.replace(/^./, (c) => c.toUpperCase()), moduleType: 'kpi' });
  const main = measures[0] ?? (fact ? `number of ${labelOf(fact.name)}` : null);
  if (main) {
    out.push({ description: `${main} per month`.replace(/^./, (c) => c.toUpperCase()), moduleType: 'line' });
    const categories = tables
      .flatMap((t) =>
        t.columns
          .filter((c) => c.role === 'category' && c.values && c.values.length >= 2 && c.values.length <= 12)
          .map((c) => ({ t, c })),
      )
      .sort((a, b) => a.c.values!.length - b.c.values!.length);
    const seen = new Set<string>();
    const distinctCategories = categories.filter(({ c }) => !seen.has(c.name) && seen.add(c.name));
    for (const { c } of distinctCategories.slice(0, 2))
      out.push({
        description: `${main} by ${labelOf(c.name)}`.replace(/^./, (x) => x.toUpperCase()),
        moduleType: 'chart',
      });
    const small = distinctCategories.find(({ c }) => c.values!.length <= 6);
    if (small && fact)
      out.push({
        description: `Number of ${labelOf(fact.name)} by ${labelOf(small.c.name)}`,
        moduleType: 'pie',
      });
  }
  const dated = bySize.find((t) => t.columns.some((c) => c.kind === 'time'));
  if (dated) out.push({ description: `Latest 10 ${labelOf(dated.name)}`, moduleType: 'table' });
  return out;
}

/**
 * Generation over a project's connections. With a `model` (OPENAI_BASE_URL), the model writes the
 * query a description needs instead of the planner; it runs under the same read-only checks.
 */
export function createInsightGeneration(
  connections: DataConnectionService,
  options: { model?: ModelPlanner; files?: FilesGeneration } = {},
) {
  async function run(
    settings: Parameters<typeof hostedConnector>[0],
    query: string | MongoQuery,
  ): Promise<QueryResult> {
    try {
      return await hostedConnector(settings).run(query);
    } catch (err) {
      throw err instanceof ConnectionFailure ? err : describeQueryFailure(err);
    }
  }

  return {
    async generateModule(userId: string, input: GenerateModuleInput): Promise<GenerateModuleResult> {
      if (input.dataSource === FILES_DATA_SOURCE && options.files)
        return options.files.generateModule(userId, input);
      const row = await connections.inProject(userId, input.projectId, input.dataSource);
      const type = row.type as ConnectionType;
      const settings = await connections.settingsOfRow(row);
      let plan: Plan | null = null;
      let query: string | MongoQuery;
      let written = false;
      let alternatives: Plan[] = [];
      if (input.sql?.trim()) {
        query = type === 'MONGO' ? parseMongoQuery(input.sql) : input.sql.trim().replace(/;\s*$/, '');
      } else {
        const catalog = (row.catalog as CatalogTable[] | null) ?? [];
        const definitions = storedDefinitions(row.definitions);
        if (!row.indexedAt)
          throw new PlanningError(
            `'${row.name}' has no index yet. Use Make Index on the data source page first.`,
          );
        if (options.model && !input.plan) {
          written = true;
          query = await options.model
            .writeQuery({
              description: input.description,
              moduleType: input.moduleType,
              type,
              tables: catalog,
              definitions,
            })
            .catch(refusedFromModel);
        } else if (input.plan) {
          plan = planFromParts(input.plan, catalog, definitions);
          query = compileFor(type, plan);
        } else {
          const readings = planReadings(input.description, catalog, input.moduleType, definitions);
          plan = readings.plan;
          alternatives = readings.alternatives;
          query = compileFor(type, plan);
        }
      }
      const result = await run(settings, query).catch((err: unknown) =>
        written ? refusedFromModel(err) : Promise.reject(err),
      );
      return generatedModule(input, result, queryText(query), plan, alternatives);
    },

    /** A first page from the catalog: every module planned now, so each one can be generated. */
    async generatePage(userId: string, projectId: string): Promise<GeneratePageResult> {
      const { connections: catalogs } = await connections.catalog(userId, projectId);
      const indexed = catalogs.filter((c) => c.indexedAt && c.tables.length > 0);
      if (indexed.length === 0)
        throw new ApiError(
          400,
          'Nothing is indexed in this project yet. Add a connection and use Make Index first.',
        );
      const modules: InsightModule[] = [];
      for (const source of indexed) {
        const definitions =
          source.connectionId === FILES_DATA_SOURCE
            ? undefined
            : await connections.definitions(userId, source.connectionId);
        for (const { description, moduleType } of initialDescriptions(source.tables, definitions)) {
          try {
            planQuery(description, source.tables, moduleType, definitions);
          } catch {
            continue;
          }
          modules.push({
            id: `module-${randomUUID().slice(0, 8)}`,
            title: description,
            description,
            dataSource: source.connectionId,
            moduleType,
            status: 'placeholder',
          });
        }
      }
      return { modules: modules.slice(0, 12) };
    },
  };
}
export type InsightGeneration = ReturnType<typeof createInsightGeneration>;
