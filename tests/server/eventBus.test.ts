import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../src/server/db/database.ts';
import { createEventBus, type EventBus } from '../../src/server/events/eventBus.ts';
import { endListeners } from './endListeners.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

describe.runIf(databaseKinds.includes('postgres'))('event bus between processes on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: OpenDatabase;
  let here: EventBus;
  let there: EventBus;

  beforeAll(async () => {
    scratch = await scratchPostgres();
    database = await openDatabase({ url: scratch.url });
    here = createEventBus(database.db);
    there = createEventBus(database.db);
  });
  afterAll(async () => {
    await here.close();
    await there.close();
    await database.close();
    await scratch.drop();
  });

  it('listens again after its connection is ended, says messages may have been missed, and hears the next ones', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    let missed = 0;
    here.onKnowledgeChanged((workspaceId) => heard.push(workspaceId));
    here.onMissed(() => missed++);
    // Each bus listens once its connection is up: say it until this one has heard.
    await vi.waitFor(
      async () => {
        await there.knowledgeChanged('before');
        expect(heard).toContain('before');
      },
      { timeout: 5_000, interval: 100 },
    );

    expect(await endListeners(scratch.url)).toBe(2);
    await vi.waitFor(() => expect(missed).toBe(1), { timeout: 5_000 });
    await there.knowledgeChanged('after');
    await vi.waitFor(() => expect(heard.at(-1)).toBe('after'), { timeout: 5_000 });
    expect(logged).toHaveBeenCalledWith('event bus connection lost:', expect.any(String));
    logged.mockRestore();
  });
});
