import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../src/server/db/database.ts';
import { users, workspaces } from '../../../src/server/db/schema.ts';
import { createIndexQueue, type IndexJob, MAX_ATTEMPTS } from '../../../src/server/knowledge/indexQueue.ts';
import { databaseKinds, scratchPostgres } from '../testServer.ts';

describe.each(databaseKinds)('the index queue on %s', (kind) => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let database: OpenDatabase;
  let workspaceId: string;
  let queue: ReturnType<typeof createIndexQueue>;

  beforeAll(async () => {
    // A database no server runs on, so no indexer takes the jobs this test queues.
    scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
    database = await openDatabase(scratch ? { url: scratch.url } : {});
    const [user] = await database.db
      .insert(users)
      .values({ email: 'q@example.com', account: 'q@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'Q', role: 'R', appId: randomUUID() })
      .returning({ id: workspaces.id });
    workspaceId = workspace!.id;
    queue = createIndexQueue(database.db);
  });
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  const enqueueMany = async (n: number) => {
    const ids = Array.from({ length: n }, () => randomUUID());
    for (const id of ids) await queue.enqueue('text', workspaceId, id);
    return ids;
  };
  it('hands out texts and Q&A pairs before files queued earlier, each kind oldest first', async () => {
    const file = randomUUID();
    const text = randomUUID();
    const qna = randomUUID();
    await queue.enqueue('file', workspaceId, file);
    await queue.enqueue('text', workspaceId, text);
    await queue.enqueue('qna', workspaceId, qna);
    const order: string[] = [];
    for (let job = await queue.claim('w', 60_000); job; job = await queue.claim('w', 60_000)) {
      order.push(job.sourceId);
      await queue.complete(job);
    }
    expect(order).toEqual([text, qna, file]);
  });

  it('hands each job to exactly one of many workers claiming at once', async () => {
    const ids = await enqueueMany(30);
    // As many claims as jobs, all at once: on PostgreSQL they run on separate pooled connections.
    const claimed = (await Promise.all(ids.map((_, i) => queue.claim(`worker-${i}`, 60_000)))).filter(
      (j): j is IndexJob => j !== undefined,
    );
    const got = claimed.map((j) => j.sourceId);
    expect(new Set(got).size).toBe(got.length);
    // Whatever a claim skipped while another held it, a later claim finds.
    for (let job = await queue.claim('late', 60_000); job; job = await queue.claim('late', 60_000)) {
      claimed.push(job);
    }
    expect(claimed.map((j) => j.sourceId).sort()).toEqual([...ids].sort());
    for (const job of claimed) await queue.complete(job);
    expect(await queue.pending()).toBe(0);
  });

  it("gives a job to another worker only once its holder's lease has run out", async () => {
    const [id] = await enqueueMany(1);
    const held = await queue.claim('first', 500);
    expect(held?.sourceId).toBe(id);
    expect(await queue.claim('second', 60_000)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 700));
    const taken = await queue.claim('second', 60_000);
    expect(taken).toMatchObject({ sourceId: id, attempts: 2 });
    await queue.complete(taken!);
    expect(await queue.pending()).toBe(0);
  });

  it('runs a job again when it was asked for again during its run', async () => {
    const [id] = await enqueueMany(1);
    const running = await queue.claim('w', 60_000);
    await queue.enqueue('text', workspaceId, id!);
    await queue.complete(running!);
    const again = await queue.claim('w', 60_000);
    expect(again).toMatchObject({ sourceId: id, version: 2 });
    await queue.complete(again!);
    expect(await queue.pending()).toBe(0);
  });

  it('records a failure whose text holds NUL bytes and a whole query as printable, bounded text', async () => {
    const [id] = await enqueueMany(1);
    const job = await queue.claim('w', 60_000);
    const embedding = Buffer.from(new Float32Array([0, 1, 0.5]).buffer).toString('latin1');
    const failure = new Error(
      `Failed query: insert into "knowledge_chunks" ...\nparams: ${embedding}${'x'.repeat(5000)}`,
    );
    expect(await queue.retryLater(job!, failure)).toBe(false);
    const [row] = (
      (await database.db.execute(
        sql`SELECT last_error FROM index_jobs WHERE source_id = ${id}`,
      )) as unknown as {
        rows: Array<{ last_error: string }>;
      }
    ).rows;
    expect(row!.last_error).toBe('Failed query: insert into "knowledge_chunks" ...');
    expect(await queue.retryLater(job!, new Error(`\u0000${'y'.repeat(2000)}`))).toBe(false);
    const [bounded] = (
      (await database.db.execute(
        sql`SELECT last_error FROM index_jobs WHERE source_id = ${id}`,
      )) as unknown as {
        rows: Array<{ last_error: string }>;
      }
    ).rows;
    expect(bounded!.last_error).toHaveLength(500);
    expect([...bounded!.last_error].every((ch) => ch >= ' ')).toBe(true);
    await queue.drop('text', id!);
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const [id] = await enqueueMany(1);
    let job = await queue.claim('w', 60_000);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await queue.retryLater(job!, 'boom')).toBe(false);
      // Not before its back-off has passed.
      expect(await queue.claim('w', 60_000)).toBeUndefined();
      // Skip the wait: the back-off doubles each time (2 s, 4 s, 8 s …).
      await database.db.execute(sql`UPDATE index_jobs SET locked_until = now() - interval '1 second'`);
      job = await queue.claim('w', 60_000);
      expect(job).toMatchObject({ sourceId: id, attempts: attempt + 1 });
    }
    expect(await queue.retryLater(job!, 'boom')).toBe(true);
    expect(await queue.pending()).toBe(0);
  });
});
