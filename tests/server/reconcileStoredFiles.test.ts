import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../src/server/db/database.ts';
import { files, users, workspaces } from '../../src/server/db/schema.ts';
import { createFileStorage, type FileStorage } from '../../src/server/services/fileStorage.ts';
import { reconcileStoredFiles } from '../../src/server/services/files.ts';

const HOUR = 3_600_000;

describe('reconciling stored uploads with their rows', () => {
  let database: OpenDatabase;
  let workspaceId: string;
  let userId: string;
  let dir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await openDatabase({});
    const [user] = await database.db
      .insert(users)
      .values({ email: 'r@example.com', account: 'r@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    userId = user!.id;
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ userId, name: 'R', role: 'R', appId: randomUUID() })
      .returning({ id: workspaces.id });
    workspaceId = workspace!.id;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reconcile-'));
    storage = createFileStorage(dir);
    await database.db.delete(files);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A file in the store last written `ageMs` ago. */
  const onDisk = (name: string, ageMs: number) => {
    const path = join(dir, name);
    writeFileSync(path, 'bytes');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path, at, at);
    return path;
  };
  const row = async (storedName: string, ageMs: number) =>
    (
      await database.db
        .insert(files)
        .values({
          workspaceId,
          userId,
          originalFileName: 'a.txt',
          storedName,
          contentType: 'text/plain',
          size: 5,
          createdAt: new Date(Date.now() - ageMs),
        })
        .returning({ id: files.id })
    )[0]!.id;
  const rowExists = async (id: string) =>
    (await database.db.select().from(files).where(eq(files.id, id))).length === 1;

  it('removes only orphans older than the grace period', async () => {
    const kept = randomUUID();
    onDisk(kept, 2 * HOUR);
    await row(kept, 2 * HOUR);
    const oldOrphan = onDisk(randomUUID(), 2 * HOUR);
    // Another process's upload between its write and its row.
    const freshOrphan = onDisk(randomUUID(), 1000);
    const oldRowWithoutBytes = await row(randomUUID(), 2 * HOUR);
    // Another process's row whose bytes a listing taken a moment earlier did not see.
    const freshRowWithoutBytes = await row(randomUUID(), 1000);

    const result = await reconcileStoredFiles(database.db, storage, { graceMs: HOUR });
    expect(result).toMatchObject({ removedRows: 1, removedFiles: 1, refused: false });
    expect(existsSync(oldOrphan)).toBe(false);
    expect(existsSync(freshOrphan)).toBe(true);
    expect(existsSync(join(dir, kept))).toBe(true);
    expect(await rowExists(oldRowWithoutBytes)).toBe(false);
    expect(await rowExists(freshRowWithoutBytes)).toBe(true);
  });

  it('leaves a partial upload being written and removes one abandoned for longer than the grace period', async () => {
    const kept = randomUUID();
    onDisk(kept, 2 * HOUR);
    await row(kept, 2 * HOUR);
    const writing = storage.begin();
    writing.stream.write('half of it');
    await new Promise<void>((resolve) => writing.stream.once('ready', () => resolve()));
    const abandoned = onDisk(`${randomUUID()}.part`, 2 * HOUR);

    const result = await reconcileStoredFiles(database.db, storage, { graceMs: HOUR });
    expect(result.removedPartials).toBe(1);
    expect(existsSync(abandoned)).toBe(false);
    writing.stream.end('and the rest');
    await expect(writing.commit()).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses to touch anything when the directory is empty but rows name files, and says so', async () => {
    const first = await row(randomUUID(), 2 * HOUR);
    const second = await row(randomUUID(), 2 * HOUR);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await reconcileStoredFiles(database.db, storage, { graceMs: HOUR });
      expect(result).toMatchObject({ refused: true, removedRows: 0 });
      expect(logged.mock.calls.flat().join(' ')).toMatch(/holds no stored file while 2 rows/);
    } finally {
      logged.mockRestore();
    }
    expect(await rowExists(first)).toBe(true);
    expect(await rowExists(second)).toBe(true);
  });
});
