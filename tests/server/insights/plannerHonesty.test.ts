import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IndexedShop, startIndexedShop } from './plannerCheck.ts';
import { createPostgresShop } from './shopFixture.ts';

describe('generation says what it understood, and declines when it cannot tell', () => {
  let ctx: IndexedShop;
  beforeAll(async () => {
    ctx = await startIndexedShop(createPostgresShop);
  });
  afterAll(() => ctx.stop());

  const generate = (description: string) =>
    ctx.server.call('POST', '/api/data/modules/generate', {
      token: ctx.token,
      body: { projectId: ctx.projectId, description, dataSource: ctx.connectionId, moduleType: 'chart' },
    });

  it('returns the reading as a sentence with its confidence', async () => {
    const reply = await generate('Top 3 stores by revenue');
    expect(reply.status).toBe(200);
    expect(reply.body.data.interpretation).toBe('Total revenue, per store, highest first (top 3).');
    expect(reply.body.data.plan.confidence).toBe(1);
  });

  it('answers a 422 with metrics and columns to try when most words name nothing', async () => {
    const reply = await generate('orders of cheerful loyal weekend regulars');
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/^I am not sure what 'cheerful loyal weekend regular' means here/);
    expect(reply.body.data.suggestions.metrics).toEqual(expect.arrayContaining(['revenue', 'quantity']));
    expect(reply.body.data.suggestions.columns.length).toBeGreaterThan(0);
  });

  it.each([
    'Clients by tier',
    'Average qty',
    'Total units sold',
    'Units by product group',
    'Number of purchases',
  ])('declines %o: the lexicon relates none of its words to the catalog', async (description) => {
    const reply = await generate(description);
    expect(reply.status, JSON.stringify(reply.body.data?.interpretation ?? reply.body.message)).toBe(422);
  });
});
