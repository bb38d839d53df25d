import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from '../../src/server/db/pgliteTurns.ts';

/** How many of `count` statements queued at once finish before the event loop gets a turn. */
async function finishedBeforeTheEventLoopTurns(client: PGlite, count: number) {
  let finished = 0;
  let seenByTheLoop = -1;
  const statements = Array.from({ length: count }, (_, i) =>
    client.query('SELECT $1::int AS n', [i]).then(() => finished++),
  );
  setImmediate(() => {
    seenByTheLoop = finished;
  });
  await Promise.all(statements);
  // Not run yet: every statement finished without the event loop turning once.
  return seenByTheLoop === -1 ? finished : seenByTheLoop;
}

describe('PGlite statements taking turns with the event loop', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('runs a backlog of statements without letting the event loop in, unwrapped', async () => {
    expect(await finishedBeforeTheEventLoopTurns(client, 50)).toBe(50);
  });

  it('lets the event loop in between statements, in order, and keeps transactions whole', async () => {
    takeTurns(client);
    expect(await finishedBeforeTheEventLoopTurns(client, 50)).toBeLessThanOrEqual(1);

    await client.exec('CREATE TABLE turns (n int)');
    const writes = [
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO turns VALUES (1)');
        await new Promise((r) => setTimeout(r, 20));
        await tx.query('INSERT INTO turns VALUES (2)');
      }),
      client.query('INSERT INTO turns VALUES (3)'),
      client.query('SELECT 1/0').catch(() => 'refused'),
      client.query('INSERT INTO turns VALUES (4)'),
    ];
    expect(await Promise.all(writes)).toContain('refused');
    const { rows } = await client.query<{ n: number }>('SELECT n FROM turns ORDER BY ctid');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });
});
