import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../src/server/db/database.ts';
import { knowledgeChunks, qnas, texts, users, workspaces } from '../../../src/server/db/schema.ts';
import { createEventBus, type EventBus } from '../../../src/server/events/eventBus.ts';
import { chunkSource } from '../../../src/server/knowledge/chunkSource.ts';
import { type Embedder, vectorToBytes, withQueryCache } from '../../../src/server/knowledge/embedder.ts';
import { createKnowledgeSearch } from '../../../src/server/knowledge/knowledgeSearch.ts';
import {
  loadWorkspaceIndex,
  type SourceRef,
  type WorkspaceIndex,
  withSourceReloaded,
} from '../../../src/server/knowledge/workspaceIndex.ts';
import { databaseKinds, scratchPostgres } from '../testServer.ts';

const DIMS = 8;
/** A vector from the text's letters: different texts, different vectors. */
function vectorOf(text: string) {
  const v = new Float32Array(DIMS);
  for (const [i, c] of [...text].entries()) v[(c.charCodeAt(0) + i) % DIMS]! += 1;
  let norm = 0;
  for (const x of v) norm += x * x;
  return v.map((x) => x / (Math.sqrt(norm) || 1));
}
const letters: Embedder = { mode: 'local', embed: async (list) => list.map(vectorOf) };

/** What answering reads from an index, comparable with toEqual. */
const contentsOf = (index: WorkspaceIndex) => ({
  rows: index.rows,
  dims: index.dims,
  matrix: Array.from(index.matrix),
  qnaRows: Array.from(index.qnaRows),
  postings: Object.fromEntries(
    [...index.terms.postings].map(([lexeme, p]) => [lexeme, [Array.from(p.rows), Array.from(p.where)]]),
  ),
  lengths: Array.from(index.terms.lengths),
  meanLength: index.terms.meanLength,
});

describe.each(databaseKinds)('a cached workspace index after one source changes, on %s', (kind) => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let database: OpenDatabase;
  let bus: EventBus;
  let workspaceId: string;

  beforeAll(async () => {
    scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
    database = await openDatabase(scratch ? { url: scratch.url, vectorSearch: 'matrix' } : {});
    bus = createEventBus(database.db);
    const [user] = await database.db
      .insert(users)
      .values({ email: 'x@example.com', account: 'x@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ userId: user!.id, name: 'W', role: 'R', appId: randomUUID() })
      .returning({ id: workspaces.id });
    workspaceId = workspace!.id;
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
    await scratch?.drop();
  });

  /** Writes the source's chunks anew, as the indexer does. */
  async function writeChunks(source: SourceRef, title: string, contents: string[]) {
    await database.db.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, source.id));
    if (!contents.length) return;
    await database.db.insert(knowledgeChunks).values(
      contents.map((content, position) => ({
        workspaceId,
        ...chunkSource(source.kind, source.id),
        position,
        title,
        content,
        embedding: vectorToBytes(vectorOf(content)),
      })),
    );
  }
  async function addText(name: string, contents: string[]): Promise<SourceRef> {
    const [row] = await database.db
      .insert(texts)
      .values({ workspaceId, name, content: contents.join(' ') })
      .returning({ id: texts.id });
    const source = { kind: 'text' as const, id: row!.id };
    await writeChunks(source, name, contents);
    return source;
  }

  it('holds what a full load gives, source added, replaced and removed', async () => {
    const harbour = await addText('Harbour', ['The ferry leaves at seven.', 'Tickets cost four euros.']);
    const museum = await addText('Museum', ['The museum closes on Mondays.']);
    const [pair] = await database.db
      .insert(qnas)
      .values({ workspaceId, question: 'Is there parking?', answer: 'Behind the church.' })
      .returning({ id: qnas.id });
    const parking = { kind: 'qna' as const, id: pair!.id };
    await writeChunks(parking, 'Is there parking?', ['Behind the church.']);
    let index = await loadWorkspaceIndex(database.db, workspaceId);

    const bakery = await addText('Bakery', ['The bakery opens at six.', 'Bread sells out by noon.']);
    index = await withSourceReloaded(database.db, index, bakery);
    expect(contentsOf(index)).toEqual(contentsOf(await loadWorkspaceIndex(database.db, workspaceId)));

    await writeChunks(harbour, 'Harbour', ['The ferry leaves at eight on Sundays.']);
    index = await withSourceReloaded(database.db, index, harbour);
    expect(contentsOf(index)).toEqual(contentsOf(await loadWorkspaceIndex(database.db, workspaceId)));

    await writeChunks(museum, 'Museum', []);
    index = await withSourceReloaded(database.db, index, museum);
    index = await withSourceReloaded(database.db, index, parking);
    expect(contentsOf(index)).toEqual(contentsOf(await loadWorkspaceIndex(database.db, workspaceId)));
    expect(index.rows.map((r) => r.content)).not.toContain('The museum closes on Mondays.');
    expect(index.qnaRows).toHaveLength(1);
  });

  it('answers the first question after a change from the updated index, reading only the changed source', async () => {
    const search = createKnowledgeSearch({ db: database.db, embedder: withQueryCache(letters), bus });
    const before = await search.search(workspaceId, 'When does the bakery open?');
    expect(before.hits[0]?.content).toBe('The bakery opens at six.');

    const statements: string[] = [];
    const execute = database.db.execute.bind(database.db);
    database.db.execute = ((query: Parameters<typeof execute>[0]) => {
      statements.push(JSON.stringify(query));
      return execute(query);
    }) as typeof database.db.execute;
    try {
      const pier = await addText('Pier', ['The night boat leaves from the north pier.']);
      await bus.knowledgeChanged(workspaceId, pier);
      // On PostgreSQL the change arrives through LISTEN/NOTIFY, a moment later.
      const best = async () =>
        (await search.search(workspaceId, 'Where does the night boat leave from?')).hits[0]?.content;
      await expect.poll(best, { timeout: 5_000 }).toBe('The night boat leaves from the north pier.');
      // The index was not read whole again: the one read of chunks named the changed source.
      const reads = statements.filter((s) => s.includes('FROM knowledge_chunks'));
      expect(reads).toHaveLength(1);
      expect(reads[0]).toContain(pier.id);
    } finally {
      database.db.execute = execute;
    }
  });
});
