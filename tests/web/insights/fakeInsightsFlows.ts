import { fromPromise } from 'xstate';
import { connectionDefinitionsMachine } from '../../../machines/connectionDefinitions.machine.ts';
import { connectionDialogMachine } from '../../../machines/connectionDialog.machine.ts';
import {
  CONNECTION_TEST,
  connectionListMachine,
  type ListedConnection,
} from '../../../machines/connectionList.machine.ts';
import { insightModuleMachine } from '../../../machines/insightModule.machine.ts';
import { listActors, slicePage } from '../../../machines/list.machine.ts';
import { makeIndexMachine } from '../../../machines/makeIndex.machine.ts';
import {
  type DataProjectSummary,
  projectSelectorMachine,
} from '../../../machines/projectSelector.machine.ts';
import { reportPageMachine } from '../../../machines/reportPage.machine.ts';
import { savedPageListMachine } from '../../../machines/savedPageList.machine.ts';
import { storeReadMachine } from '../../../machines/storeRead.machine.ts';
import {
  type ConnectionDefinitions,
  connectionDefinitionsSchema,
} from '../../../src/contract/connectionDefinitions.ts';
import type { DataFile } from '../../../src/contract/dataFiles.ts';
import type {
  CatalogColumn,
  ConnectionCatalog,
  ContentNode,
  InsightModule,
  InsightPage,
  QueryPlan,
} from '../../../src/contract/dataInsights.ts';
import type { InsightsFlows } from '../../../src/web/insights/InsightsFlows.ts';
import { sampleConnectionValues } from '../../../src/web/insights/sampleConnection.ts';
import { storeUnsavedPage } from '../../../src/web/insights/unsavedPage.ts';
import { fakeDataFileFlows } from './fakeDataFileFlows.ts';

export const regionBars: ContentNode = {
  id: 'g1',
  type: 'bar',
  data: {
    text: 'Sales by region',
    dataSet: [
      { region: 'West', sales: 725457 },
      { region: 'East', sales: 678781 },
    ],
    indexBy: 'region',
    keys: ['sales'],
  },
};

export const layoutModules = (): InsightModule[] => [
  {
    id: 'm1',
    title: 'Sales by region',
    description: 'total sales by region',
    dataSource: 'c1',
    moduleType: 'chart',
    status: 'placeholder',
  },
  {
    id: 'm2',
    title: 'Orders',
    description: 'number of orders',
    dataSource: 'c1',
    moduleType: 'kpi',
    status: 'placeholder',
  },
];

const never = () => new Promise<never>(() => {});

/** The catalog Make Index would have read from 'Superstore' (c1). */
export const superstoreCatalog: ConnectionCatalog[] = [
  {
    connectionId: 'c1',
    name: 'Superstore',
    type: 'POSTGRES',
    indexedAt: '2026-11-26T10:00:00.000Z',
    tables: [
      {
        name: 'order_lines',
        rowEstimate: 9994,
        columns: [
          column('row_id', 'number', 'key', { primaryKey: true }),
          column('order_id', 'text', 'key', { references: { table: 'orders', column: 'order_id' } }),
          column('sales', 'number', 'measure'),
          column('profit', 'number', 'measure'),
        ],
      },
      {
        name: 'orders',
        rowEstimate: 5009,
        columns: [
          column('order_id', 'text', 'key', { primaryKey: true }),
          column('order_date', 'time', 'time'),
          column('region', 'text', 'category'),
          column('country', 'text', 'category'),
        ],
      },
    ],
  },
];

function column(
  name: string,
  kind: CatalogColumn['kind'],
  role: CatalogColumn['role'],
  more: Partial<CatalogColumn> = {},
): CatalogColumn {
  return {
    name,
    dataType: kind,
    kind,
    role,
    nullable: false,
    primaryKey: false,
    references: null,
    values: null,
    ...more,
  };
}

export const salesByRegion: QueryPlan = {
  summary: 'Total sales, by region',
  measure: { aggregate: 'sum', table: 'order_lines', column: 'sales', label: 'sales' },
  dimensions: [{ table: 'orders', column: 'region', label: 'region' }],
  timeGrain: null,
  filters: [
    { table: 'orders', column: 'country', operator: '=', value: 'France', label: 'country is France' },
  ],
  tables: ['order_lines', 'orders'],
  order: 'desc',
  limit: null,
};
const AGGREGATE_WORD: Record<string, string> = {
  sum: 'Total',
  avg: 'Average',
  count: 'Number of',
  max: 'Highest',
  min: 'Lowest',
  count_distinct: 'Distinct number of',
  none: 'Latest',
};
/** The sentence the server would give a plan, short. */
export const sentenceOf = (plan: QueryPlan) =>
  `${AGGREGATE_WORD[plan.measure.aggregate]} ${plan.measure.column ?? plan.measure.table}${plan.dimensions.map((d) => `, per ${d.column}`).join('')}.`;
export const byOrderDate: QueryPlan = {
  ...salesByRegion,
  dimensions: [{ table: 'orders', column: 'order_date', label: 'order date' }],
  timeGrain: 'month',
  order: null,
};

/**
 * The console's flows over an in-memory backend. `fail` names the calls that reject; `hang`
 * names those that never answer, so a test can look at the busy state.
 */
export function fakeInsightsFlows(
  seed: {
    projects?: DataProjectSummary[];
    connections?: ListedConnection[];
    pages?: InsightPage[];
    dataFiles?: DataFile[];
  } = {},
  options: { fail?: string[]; hang?: string[] } = {},
) {
  const db = {
    projects: [...(seed.projects ?? [])],
    connections: [...(seed.connections ?? [])],
    pages: [...(seed.pages ?? [])],
    dataFiles: [...(seed.dataFiles ?? [])],
    uploads: [] as { name: string; skipBadRows: boolean }[],
    saved: [] as InsightModule[][],
    generated: [] as string[],
    definitions: new Map<string, ConnectionDefinitions>(),
    plans: [] as QueryPlan[],
  };
  const call = async <T>(name: string, answer: () => T): Promise<T> => {
    if (options.hang?.includes(name)) return never();
    if (options.fail?.includes(name)) throw new Error('');
    return answer();
  };
  let next = 1;
  const flows: InsightsFlows = {
    projectSelector: projectSelectorMachine.provide({
      actors: {
        fetchProjects: fromPromise(({ input }) =>
          call('fetchProjects', () => slicePage([...db.projects], input)),
        ),
        createProject: fromPromise(({ input }) =>
          call('createProject', () => {
            const project = { id: `p${next++}`, ...input };
            db.projects.push(project);
            return project;
          }),
        ),
      },
    }),
    reportPage: reportPageMachine.provide({
      actors: {
        loadPage: fromPromise(() => call('loadPage', (): InsightModule[] => [])),
        generateLayout: fromPromise(() => call('generateLayout', layoutModules)),
        savePage: fromPromise(({ input }) =>
          call('savePage', () => {
            db.saved.push(input.modules);
            return null;
          }),
        ),
        insightModule: insightModuleMachine.provide({
          actors: {
            generateModule: fromPromise(({ input }) =>
              call('generateModule', () => {
                db.generated.push(input.description);
                if (input.plan) db.plans.push(input.plan);
                // As the server does: hand-written SQL is the statement that ran; a plan is run as sent.
                if (input.plan && !input.sql)
                  return {
                    generatedContent: regionBars,
                    query: `SELECT /* ${sentenceOf(input.plan)} */ 1`,
                    interpretation: sentenceOf(input.plan),
                    plan: input.plan,
                    alternatives: [],
                  };
                const read = !input.sql && input.description === 'total sales by region';
                return {
                  generatedContent: regionBars,
                  query: input.sql ?? `SELECT /* ${input.description} */ 1`,
                  interpretation: input.sql ? null : `Reading of "${input.description}"`,
                  plan: read ? salesByRegion : null,
                  alternatives: read ? [{ interpretation: sentenceOf(byOrderDate), plan: byOrderDate }] : [],
                };
              }),
            ),
          },
        }),
      },
      actions: { storeUnsaved: (_, { projectId, modules }) => storeUnsavedPage(projectId, modules) },
    }),
    connectionList: connectionListMachine.provide({
      actors: listActors({
        list: () =>
          call('listConnections', () => ({ content: db.connections, totalElements: db.connections.length })),
        create: never,
        update: never,
        remove: (_projectId, id) =>
          call('deleteConnection', () => {
            db.connections = db.connections.filter((c) => c.id !== id);
            return null;
          }),
        act: (_projectId, action, item) =>
          action === CONNECTION_TEST
            ? call('testStoredConnection', () => {
                // As the test of fields: an unknown host fails; a login named 'reader' is read-only.
                if (item.host === 'nowhere.invalid') throw new Error('Unknown host nowhere.invalid.');
                return {
                  changes: { test: { status: 'passed' as const, canWrite: item.username !== 'reader' } },
                };
              })
            : call('indexConnection', () => ({ ...item, indexedAt: '2026-11-26T10:00:00.000Z' })),
      }),
    }),
    connectionDialog: (_projectId, onCreated) =>
      connectionDialogMachine.provide({
        actors: {
          fetchSample: fromPromise(() =>
            call('fetchSample', () =>
              sampleConnectionValues({
                available: true,
                type: 'POSTGRES',
                host: '127.0.0.1',
                port: 5433,
                databaseName: 'superstore',
                username: 'postgres',
              }),
            ),
          ),
          testConnection: fromPromise(({ input }) =>
            call('testConnection', () =>
              input.host === 'nowhere.invalid'
                ? { success: false, message: 'Unknown host nowhere.invalid.' }
                : // A login named 'reader' is the read-only one; any other may write.
                  { success: true, canWrite: input.username !== 'reader' },
            ),
          ),
          createConnection: fromPromise(({ input }) =>
            call('createConnection', () => {
              const connection = { id: `c${next++}`, name: input.name, type: input.type };
              db.connections.unshift(connection);
              return connection;
            }),
          ),
          updateConnection: fromPromise(({ input }) =>
            call('updateConnection', () => {
              const { password: _never, caCertificate, properties: _properties, ...fields } = input.values;
              const connection = { id: input.id, ...fields, caCertificate: caCertificate || null };
              db.connections = db.connections.map((c) => (c.id === input.id ? { ...c, ...connection } : c));
              return connection;
            }),
          ),
        },
        actions: { connectionCreated: (_, { connection }) => onCreated(connection) },
      }),
    makeIndex: makeIndexMachine.provide({
      actors: {
        makeIndex: fromPromise(() =>
          call('makeIndex', () => {
            db.connections = db.connections.map((c) => ({ ...c, indexedAt: '2026-11-26T11:00:00.000Z' }));
            return { tables: 4, columns: 31 };
          }),
        ),
      },
    }),
    ...fakeDataFileFlows(db, call),
    connectionDefinitions: connectionDefinitionsMachine.provide({
      actors: {
        loadDefinitions: fromPromise(({ input }) =>
          call(
            'loadDefinitions',
            () => db.definitions.get(input.connectionId) ?? { metrics: [], names: [], columns: [] },
          ),
        ),
        // Like the server, a metric that aggregates nothing is refused, naming it, and nothing is stored.
        saveDefinitions: fromPromise(({ input }) =>
          call('saveDefinitions', () => {
            const definitions = connectionDefinitionsSchema.parse(input.definitions);
            const flat = definitions.metrics.find((m) => !m.expression.includes('('));
            if (flat)
              throw new Error(
                `Metric '${flat.name}': it is not an aggregate; use sum(…), count(…), avg(…), min(…) or max(…).`,
              );
            db.definitions.set(input.connectionId, definitions);
            return definitions;
          }),
        ),
      },
    }),
    savedPageList: savedPageListMachine.provide({
      actors: listActors({
        list: () => call('listPages', () => ({ content: db.pages, totalElements: db.pages.length })),
        create: never,
        update: never,
        remove: never,
      }),
    }),
    catalog: storeReadMachine.provide({
      actors: { read: fromPromise<unknown, { key: string }>(() => call('catalog', () => superstoreCatalog)) },
    }),
    savedPage: fromPromise(({ input }) =>
      call('savedPage', () => {
        const page = db.pages.find((p) => p.id === input.pageId);
        if (!page) throw new Error('Page not found.');
        return page;
      }),
    ),
  };
  return { flows, db };
}
