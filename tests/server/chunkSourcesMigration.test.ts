import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/** The migrations folder as it was before the chunk-sources migration. */
function foldersUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('the chunk sources migration', () => {
  it('names the source of every existing chunk and deletes the chunks of sources that are gone', async () => {
    const before = foldersUpTo('0007_chunk_sources');
    const pglite = new PGlite();
    try {
      const db = drizzle(pglite);
      await migrate(db, { migrationsFolder: before });
      await pglite.exec(`
        INSERT INTO users (id, email, account, password_hash) VALUES ('u', 'e', 'a', 'x');
        INSERT INTO workspaces (id, user_id, name, role, app_id) VALUES ('w', 'u', 'n', 'r', 'app');
        INSERT INTO files (id, workspace_id, user_id, original_file_name, stored_name, content_type, size)
          VALUES ('f', 'w', 'u', 'a.txt', 's', 'text/plain', 1);
        INSERT INTO texts (id, workspace_id, name, content) VALUES ('t', 'w', 'T', 'c');
        INSERT INTO qnas (id, workspace_id, question, answer) VALUES ('q', 'w', 'Q', 'A');
        INSERT INTO knowledge_chunks (id, workspace_id, source_kind, source_id, position, title, content) VALUES
          ('file-chunk', 'w', 'file', 'f', 0, 'a', 'c'),
          ('text-chunk', 'w', 'text', 't', 0, 'a', 'c'),
          ('qna-chunk', 'w', 'qna', 'q', 0, 'a', 'c'),
          ('deleted-file-chunk', 'w', 'file', 'gone', 0, 'a', 'c'),
          ('mislabelled-chunk', 'w', 'text', 'f', 0, 'a', 'c');
        INSERT INTO sessions (id, user_id) VALUES ('s', 'u');
        INSERT INTO event_tickets (ticket_hash, user_id, expires_at) VALUES ('h', 'u', now());
      `);
      await migrate(db, { migrationsFolder: migrations });
      const chunks = await pglite.query<Record<string, string | null>>(
        'SELECT id, file_id, text_id, qna_id FROM knowledge_chunks ORDER BY id',
      );
      expect(chunks.rows).toEqual([
        { id: 'file-chunk', file_id: 'f', text_id: null, qna_id: null },
        { id: 'qna-chunk', file_id: null, text_id: null, qna_id: 'q' },
        { id: 'text-chunk', file_id: null, text_id: 't', qna_id: null },
      ]);
      // From now on deleting a source deletes its chunks.
      await pglite.exec(`DELETE FROM files WHERE id = 'f'`);
      expect((await pglite.query(`SELECT id FROM knowledge_chunks WHERE id = 'file-chunk'`)).rows).toEqual(
        [],
      );
      expect((await pglite.query('SELECT * FROM event_tickets')).rows).toEqual([]);
    } finally {
      await pglite.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
