import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IndexedShop,
  type PlannerCase,
  plannerFailures,
  shopEngines,
  startIndexedShop,
} from './plannerCheck.ts';

/** Orders that hold at least one line matching `condition` (over i: order_items, p: products). */
const holding = (condition: string) =>
  `EXISTS (SELECT 1 FROM order_items i JOIN products p ON p.product_id = i.product_id WHERE i.order_id = o.order_id AND ${condition})`;

/**
 * shipping_cost is charged once per order; reaching products goes through the order's lines, so
 * a plain join repeats it once per line. Each expected query takes every order once.
 */
const cases: PlannerCase[] = [
  {
    description: 'Total shipping cost by category',
    expected: `SELECT c.category AS k, (SELECT SUM(o.shipping_cost) FROM orders o WHERE ${holding('p.category = c.category')}) AS v FROM (SELECT DISTINCT category FROM products) c`,
  },
  {
    description: 'Shipping cost for Bread',
    expected: `SELECT SUM(o.shipping_cost) AS v FROM orders o WHERE ${holding("p.category = 'Bread'")}`,
  },
  {
    description: 'Average shipping cost per product',
    expected: `SELECT p2.product_name AS k, (SELECT AVG(o.shipping_cost) FROM orders o WHERE ${holding('p.product_id = p2.product_id')}) AS v FROM products p2`,
  },
  {
    description: 'Total shipping cost by category in 2023',
    expected: `SELECT c.category AS k, (SELECT SUM(o.shipping_cost) FROM orders o WHERE o.order_date >= DATE '2023-01-01' AND o.order_date < DATE '2024-01-01' AND ${holding('p.category = c.category')}) AS v FROM (SELECT DISTINCT category FROM products) c`,
  },
  {
    description: 'Top 3 products by shipping cost',
    expected: `SELECT p2.product_name AS k, (SELECT SUM(o.shipping_cost) FROM orders o WHERE ${holding('p.product_id = p2.product_id')}) AS v FROM products p2 ORDER BY v DESC LIMIT 3`,
    ordered: true,
  },
  {
    description: 'Number of orders by category',
    expected: `SELECT c.category AS k, (SELECT COUNT(*) FROM orders o WHERE ${holding('p.category = c.category')}) AS v FROM (SELECT DISTINCT category FROM products) c`,
  },
  // Reached through to-one keys only: nothing repeats, the plain sum is right.
  {
    description: 'Total shipping cost by customer country',
    expected:
      'SELECT c.country AS k, SUM(o.shipping_cost) AS v FROM orders o JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country',
  },
];

describe.each(await shopEngines())(
  'a measure is taken once however many rows a join reaches (%o)',
  (create) => {
    let ctx: IndexedShop;
    beforeAll(async () => {
      ctx = await startIndexedShop(create);
    });
    afterAll(() => ctx.stop());

    it('sums an order-grain measure by a line-grain dimension as the hand-written query does', async () => {
      expect(await plannerFailures(ctx, cases)).toEqual([]);
    });

    it('lists each order once when a filter reaches it through its lines', async () => {
      const reply = await ctx.server.call('POST', '/api/data/modules/generate', {
        token: ctx.token,
        body: {
          projectId: ctx.projectId,
          description: 'Latest 20 orders with Bread',
          dataSource: ctx.connectionId,
          moduleType: 'table',
        },
      });
      expect(reply.status).toBe(200);
      const ids = (reply.body.data.generatedContent.data.rows as { order_id: unknown }[]).map((r) =>
        Number(r.order_id),
      );
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      const bread = new Set(
        (
          await ctx.shop.query<{ id: unknown }>(
            `SELECT o.order_id AS id FROM orders o WHERE ${holding("p.category = 'Bread'")}`,
          )
        ).map((r) => Number(r.id)),
      );
      expect(ids.every((id) => bread.has(id))).toBe(true);
    });

    it('a plain join would have overcounted: the check above can fail', async () => {
      const [naive] = await ctx.shop.query<{ v: unknown }>(
        "SELECT SUM(o.shipping_cost) AS v FROM orders o JOIN order_items i ON i.order_id = o.order_id JOIN products p ON p.product_id = i.product_id WHERE p.category = 'Bread'",
      );
      const [right] = await ctx.shop.query<{ v: unknown }>(
        `SELECT SUM(o.shipping_cost) AS v FROM orders o WHERE ${holding("p.category = 'Bread'")}`,
      );
      expect(Number(naive!.v)).toBeGreaterThan(Number(right!.v));
    });
  },
);
