import { expect } from 'vitest';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';
import { createMysqlShop, createPostgresShop, mysqlReachable, type ShopDatabase } from './shopFixture.ts';

export type Row = Record<string, unknown>;
const pad = (n: unknown) => String(Number(n)).padStart(2, '0');

/** A description and the hand-written aggregate that answers it. */
export interface PlannerCase {
  description: string;
  /** Portable SQL run directly: key columns (k, or y/m/q for time), then v. */
  expected: string;
  key?: (r: Row) => string;
  /** Compare in order (top N); otherwise as a map from key to value. */
  ordered?: boolean;
  /** 'kpi' reads the one figure the KPI shows (as formatted); otherwise the module is a table. */
  moduleType?: 'table' | 'kpi';
}

export const monthKey = (r: Row) => `${Number(r.y)}-${pad(r.m)}`;
export const yearKey = (r: Row) => String(Number(r.y));
export const quarterKey = (r: Row) => `${Number(r.y)}-Q${Number(r.q)}`;

const close = (a: unknown, b: unknown) => {
  const x = Number(a);
  const y = Number(b);
  return Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(y));
};

/** The shop on PostgreSQL, and on MariaDB when it answers. */
export async function shopEngines(): Promise<(() => Promise<ShopDatabase>)[]> {
  return [createPostgresShop, ...((await mysqlReachable()) ? [createMysqlShop] : [])];
}

export interface IndexedShop {
  server: TestServer;
  shop: ShopDatabase;
  token: string;
  projectId: string;
  connectionId: string;
  stop(): Promise<void>;
}

/** A server, a user with a project holding the shop as its connection, indexed. */
export async function startIndexedShop(createShop: () => Promise<ShopDatabase>): Promise<IndexedShop> {
  const [server, shop] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), createShop()]);
  const token = (await signUpAndIn(server)).token;
  const projectId = (await server.call('POST', '/api/data/projects', { token, body: { name: 'Shop' } })).body
    .data.id;
  const connectionId = (
    await server.call('POST', `/api/data/connections/project/${projectId}`, {
      token,
      body: shop.connection,
    })
  ).body.data.id;
  const index = await server.call('POST', `/api/data/connections/project/${projectId}/make-index`, {
    token,
  });
  expect(index.body.message).toBe('Index creation initiated successfully!');
  return {
    server,
    shop,
    token,
    projectId,
    connectionId,
    async stop() {
      await server.stop();
      await shop.drop();
    },
  };
}

/** A table module's rows as key (its category columns) and value (its last column). */
function tableRows(data: { generatedContent: { data: unknown } }) {
  const { columns, rows } = data.generatedContent.data as { columns: { key: string }[]; rows: Row[] };
  const valueKey = columns.at(-1)!.key;
  const keyKeys = columns.slice(0, -1).map((x) => x.key);
  return rows.map((r) => ({ k: keyKeys.map((k) => String(r[k])).join('|'), v: r[valueKey] }));
}

/** A KPI module's figure as shown ('1,234.5'), read back as a number. */
function kpiFigures(data: { generatedContent: { data: { children: KpiColumn[] } } }) {
  return data.generatedContent.data.children.map((column) => ({
    k: '',
    v: Number(column.data.children[0]!.data.text.replaceAll(',', '')),
  }));
}
type KpiColumn = { data: { children: { data: { text: string } }[] } };

/** Generates each description through the API; returns one line per description whose numbers differ. */
export async function plannerFailures(
  ctx: Pick<IndexedShop, 'server' | 'token' | 'projectId' | 'connectionId'> & {
    shop: Pick<ShopDatabase, 'query'>;
  },
  cases: PlannerCase[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const c of cases) {
    const reply = await ctx.server.call('POST', '/api/data/modules/generate', {
      token: ctx.token,
      body: {
        projectId: ctx.projectId,
        description: c.description,
        dataSource: ctx.connectionId,
        moduleType: c.moduleType ?? 'table',
      },
    });
    if (reply.status !== 200) {
      failures.push(`${c.description}: ${reply.body.message}`);
      continue;
    }
    const got = c.moduleType === 'kpi' ? kpiFigures(reply.body.data) : tableRows(reply.body.data);
    const want = (await ctx.shop.query<Row>(c.expected)).map((r) => ({
      k: c.key ? c.key(r) : r.k === undefined ? '' : String(r.k),
      v: r.v,
    }));
    const same = c.ordered
      ? got.length === want.length && got.every((g, i) => g.k === want[i]!.k && close(g.v, want[i]!.v))
      : got.length === want.length && want.every((w) => got.some((g) => g.k === w.k && close(g.v, w.v)));
    if (!same)
      failures.push(
        `${c.description}: got ${JSON.stringify(got.slice(0, 6))} want ${JSON.stringify(want.slice(0, 6))}\n  ${reply.body.data.query}`,
      );
  }
  return failures;
}
