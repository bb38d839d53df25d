import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { CONNECTION_TEST } from '../../machines/connectionList.machine.ts';
import type { ListPage } from '../../machines/list.machine.ts';
import { dataConnectionEndpoints } from '../../src/contract/dataEndpoints.ts';
import type { GenerateModuleResult, InsightModule } from '../../src/contract/dataInsights.ts';
import { connectionStore } from '../../src/web/api/insightsApi.ts';
import { liveProjectSelectorMachine, liveReportPageMachine } from '../../src/web/api/liveInsightsFlows.ts';
import { linkSession } from '../../src/web/api/sessionLink.ts';
import { createPostgresShop, type ShopDatabase } from '../server/insights/shopFixture.ts';
import { runProvided } from './providedActor.ts';
import { clientWith, newUser } from './users.ts';

/** The workbench's live bindings for a module with SQL written by hand, against the real server. */
describe('insights bindings: hand-written SQL', () => {
  let unlink = () => {};
  let shop: ShopDatabase;
  let projectId = '';
  let dataSource = '';
  const moduleMachine = liveReportPageMachine.implementations.actors.insightModule as AnyStateMachine;

  beforeAll(async () => {
    const user = await newUser();
    unlink = linkSession({ token: () => user.token, unauthorized: async () => false });
    shop = await createPostgresShop();
    projectId = (
      await runProvided<{ id: string }>(liveProjectSelectorMachine, 'createProject', {
        name: 'Shop',
        description: '',
      })
    ).id;
    const own = clientWith(user.token);
    dataSource = (
      await own.request(dataConnectionEndpoints.create, { params: { projectId }, body: shop.connection })
    ).data.id;
  });
  afterAll(async () => {
    unlink();
    await shop?.drop();
  });

  const generate = (sql: string) =>
    runProvided<GenerateModuleResult>(moduleMachine, 'generateModule', {
      projectId,
      dataSource,
      description: 'orders by channel',
      moduleType: 'table',
      sql,
    });

  it('tests a listed connection by its id, and rejects with "Connection not found." for an unknown one', async () => {
    const row = { id: dataSource, name: 'Shop', type: 'POSTGRES' as const };
    expect(await connectionStore.act!(projectId, CONNECTION_TEST, row)).toEqual({
      changes: { test: { status: 'passed', canWrite: expect.any(Boolean) } },
    });
    await expect(
      connectionStore.act!(projectId, CONNECTION_TEST, {
        ...row,
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow('Connection not found.');
  });

  it('fetches the projects a page at a time, with their count, for the selector to page on', async () => {
    await runProvided(liveProjectSelectorMachine, 'createProject', { name: 'Second shop', description: '' });
    const fetchPage = (page: number) =>
      runProvided<ListPage<{ id: string }>>(liveProjectSelectorMachine, 'fetchProjects', {
        scope: null,
        page,
        size: 1,
      });
    const [first, second] = [await fetchPage(0), await fetchPage(1)];
    expect(first.totalElements).toBe(2);
    expect([...first.content, ...second.content].map((p) => p.id)).toContain(projectId);
    expect(new Set([...first.content, ...second.content].map((p) => p.id)).size).toBe(2);
  });

  it('sends the SQL with the module and gets back the statement that ran', async () => {
    const sql = 'SELECT channel, COUNT(*) AS n FROM orders GROUP BY channel ORDER BY channel';
    const reply = await generate(sql);
    expect(reply.query).toBe(sql);
    expect(reply.rowCount).toBe(3);
  });

  it('rejects with the server’s reason for a DROP or a second statement', async () => {
    await expect(generate('DROP TABLE orders')).rejects.toThrow(
      'This query cannot run: it is a DROP statement. Only a single read-only SELECT is allowed.',
    );
    await expect(generate('SELECT 1; DROP TABLE orders')).rejects.toThrow(
      'This query cannot run: it holds 2 statements. Only a single read-only SELECT is allowed.',
    );
    expect(await shop.query('SELECT COUNT(*)::int AS n FROM orders')).toEqual([{ n: 240 }]);
  });

  it('saves the module’s SQL with the page and loads it back', async () => {
    const module: InsightModule = {
      id: 'm1',
      title: 'Orders by channel',
      description: 'orders by channel',
      dataSource,
      moduleType: 'table',
      status: 'placeholder',
      sql: 'SELECT channel FROM orders',
    };
    await runProvided(liveReportPageMachine, 'savePage', { projectId, modules: [module] });
    const loaded = await runProvided<InsightModule[]>(liveReportPageMachine, 'loadPage', { projectId });
    expect(loaded[0]?.sql).toBe('SELECT channel FROM orders');
  });
});
