import type { ConnectionDefinitions } from '../../../contract/connectionDefinitions.ts';
import type { CatalogTable, ConnectionType, ModuleType } from '../../../contract/dataInsights.ts';
import { ApiError } from '../../reply.ts';
import type { MongoQuery } from '../connectors/connector.ts';
import { parseMongoQuery } from '../gate/mongoGate.ts';
import { withImpliedKeys } from './impliedKeys.ts';

export interface ModelPlannerSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** The model server failed or said nothing useful; the module shows why. */
export class ModelUnavailable extends ApiError {
  constructor(reason: string) {
    super(502, `The model could not write a query: ${reason}`);
  }
}

const LANGUAGES: Record<ConnectionType, string> = {
  POSTGRES: 'one PostgreSQL SELECT statement',
  MYSQL: 'one MySQL (MariaDB) SELECT statement',
  SQL_SERVER: 'one SQL Server (T-SQL) SELECT statement',
  MONGO:
    'one MongoDB aggregation as JSON: {"collection": "…", "pipeline": [ … ]} using only $match, $group, $sort, $limit, $project, $lookup, $unwind, $count',
};

/** The catalog as the model reads it: one line per table, its columns with type, keys and known values. */
export function describeCatalog(tables: CatalogTable[]): string {
  return withImpliedKeys(tables)
    .map((t) => {
      const columns = t.columns.map((c) => {
        const notes = [
          c.dataType,
          c.primaryKey ? 'primary key' : null,
          c.references ? `references ${c.references.table}.${c.references.column}` : null,
          c.values?.length ? `values: ${c.values.slice(0, 12).join(' | ')}` : null,
        ].filter(Boolean);
        return `${c.name} (${notes.join('; ')})`;
      });
      return `${t.name} [about ${t.rowEstimate} rows]: ${columns.join(', ')}`;
    })
    .join('\n');
}

/** The user's definitions as the model reads them: metrics to use as written, and the user's words. */
export function describeDefinitions(definitions: ConnectionDefinitions | undefined): string {
  if (!definitions) return '';
  const lines = [
    ...definitions.metrics.map(
      (m) =>
        `Metric "${m.name}" = ${m.expression} over ${m.table}${m.description ? ` (${m.description})` : ''}; when the question names it, compute it with exactly this expression.`,
    ),
    ...definitions.names.map((n) => `"${n.name}" means ${n.object}.`),
    ...definitions.columns.map(
      (c) =>
        `${c.column}:${c.description ? ` ${c.description}.` : ''}${c.role ? ` Use it as ${c.role === 'time' ? 'the time of its rows' : `a ${c.role}`}.` : ''}`,
    ),
  ];
  return lines.length ? `Definitions the user gave:\n${lines.join('\n')}` : '';
}

/** The statement inside a reply: a fenced block if there is one, without a trailing semicolon. */
export function statementOf(reply: string): string {
  const fenced = /```[a-zA-Z]*\s*\n([\s\S]*?)```/.exec(reply);
  return (fenced ? fenced[1]! : reply).trim().replace(/;\s*$/, '').trim();
}

/**
 * Asks any OpenAI-compatible chat completions server (OPENAI_BASE_URL) for the query answering a
 * description over a catalog. What it writes is only a proposal: the caller runs it through the
 * same read-only checks as any other statement.
 */
export function createModelPlanner(settings: ModelPlannerSettings) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return {
    async writeQuery(input: {
      description: string;
      moduleType: ModuleType;
      type: ConnectionType;
      tables: CatalogTable[];
      definitions?: ConnectionDefinitions;
    }): Promise<string | MongoQuery> {
      const system = [
        `You write ${LANGUAGES[input.type]} that answers a business question over the tables below.`,
        'It only reads data. Reply with the query alone, no explanation.',
        `The result feeds a ${input.moduleType} module: put grouping columns first and the measured value last.`,
        `Tables:\n${describeCatalog(input.tables)}`,
        describeDefinitions(input.definitions),
      ]
        .filter(Boolean)
        .join('\n');
      let res: Response;
      try {
        res = await fetch(`${base}/chat/completions`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            stream: false,
            temperature: 0,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: input.description },
            ],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new ModelUnavailable(
          (error as Error).name === 'TimeoutError'
            ? 'no answer in time.'
            : 'the model server did not answer.',
        );
      }
      let body: { choices?: { message?: { content?: string | null } }[]; error?: { message?: string } };
      try {
        body = await res.json();
      } catch {
        throw new ModelUnavailable(`the model server answered ${res.status} without JSON.`);
      }
      if (!res.ok || body.error)
        throw new ModelUnavailable(body.error?.message ?? `the model server answered ${res.status}.`);
      const statement = statementOf(body.choices?.[0]?.message?.content ?? '');
      if (!statement) throw new ModelUnavailable('its reply held no query.');
      return input.type === 'MONGO' ? parseMongoQuery(statement) : statement;
    },
  };
}
export type ModelPlanner = ReturnType<typeof createModelPlanner>;
