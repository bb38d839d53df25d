import type { IncomingMessage } from 'node:http';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PageQuery } from '../../contract/page.ts';
import type { FileStatus, UploadedFile } from '../../contract/workspace.ts';
import type { Database } from '../db/database.ts';
import { files } from '../db/schema.ts';
import { notFound } from '../reply.ts';
import type { FileStorage } from './fileStorage.ts';
import { pageOfRows } from './pageOfRows.ts';
import { receiveFile } from './receiveFile.ts';
import { foundById } from './resourceId.ts';
import type { WorkspaceService } from './workspaces.ts';

type FileRow = typeof files.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function toUploadedFile(f: FileRow): UploadedFile {
  return {
    id: f.id,
    originalFileName: f.originalFileName,
    contentType: f.contentType,
    size: f.size,
    gmtCreated: f.createdAt.toISOString(),
    status: f.status as FileStatus,
    statusReason: f.statusReason,
    chunksDone: f.chunksDone,
    chunksTotal: f.chunksTotal,
  };
}

export interface FileServiceDeps {
  db: Database;
  storage: FileStorage;
  workspaces: WorkspaceService;
  maxUploadBytes: number;
  /** Reads and indexes files after upload; removes their index entries on delete. */
  index?: {
    /** Queues indexing as part of the transaction `tx`; `wake` once it has committed. */
    enqueue(kind: 'file', workspaceId: string, fileId: string, tx: Transaction): Promise<void>;
    wake(): void;
    forget(kind: 'file', workspaceId: string, fileId: string): Promise<void>;
    reindexFile(fileId: string, workspaceId: string): Promise<void>;
  };
}

/**
 * Run at every start: a crash between storing an upload's bytes and writing its row (or between
 * deleting a row and its bytes) leaves bytes no row names, bytes lost from disk leave a row naming
 * nothing, and a process killed mid-upload leaves a partial file. Other processes share the
 * directory and keep uploading meanwhile, so only what is older than `graceMs` goes: younger bytes
 * may be an upload between its write and its row, a younger row one whose bytes this listing
 * missed, a younger partial file an upload still being written. An empty directory while rows
 * exist is a missing mount, not lost files: then nothing is touched.
 */
export async function reconcileStoredFiles(
  db: Database,
  storage: FileStorage,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
) {
  const { stored, partial } = await storage.listing();
  const rows = await db
    .select({ id: files.id, storedName: files.storedName, createdAt: files.createdAt })
    .from(files);
  if (stored.length === 0 && rows.length > 0) {
    console.error(
      `Uploads: the file directory ${storage.dir} holds no stored file while ${rows.length} rows name one; is the storage mounted? Nothing was removed.`,
    );
    return { removedRows: 0, removedFiles: 0, removedPartials: 0, refused: true };
  }
  const old = (ms: number) => now - ms >= graceMs;
  const onDisk = new Set(stored.map((f) => f.name));
  const named = new Set(rows.map((r) => r.storedName));
  const missing = rows
    .filter((r) => !onDisk.has(r.storedName) && old(r.createdAt.getTime()))
    .map((r) => r.id);
  if (missing.length) await db.delete(files).where(inArray(files.id, missing));
  const orphans = stored.filter((f) => !named.has(f.name) && old(f.modifiedMs));
  // Whether committed after the listing or not, a row may name these bytes by now.
  const stillOrphans = orphans.length
    ? await db
        .select({ storedName: files.storedName })
        .from(files)
        .where(
          inArray(
            files.storedName,
            orphans.map((f) => f.name),
          ),
        )
        .then((found) => {
          const claimed = new Set(found.map((r) => r.storedName));
          return orphans.filter((f) => !claimed.has(f.name));
        })
    : [];
  const abandoned = partial.filter((f) => old(f.modifiedMs));
  for (const f of [...stillOrphans, ...abandoned]) await storage.remove(f.name);
  return {
    removedRows: missing.length,
    removedFiles: stillOrphans.length,
    removedPartials: abandoned.length,
    refused: false,
  };
}

export function createFileService({ db, storage, workspaces, maxUploadBytes, index }: FileServiceDeps) {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(files.id, id), eq(files.workspaceId, workspaceId));

  async function ownedFile(userId: string, workspaceId: string, fileId: string) {
    await workspaces.owned(userId, workspaceId);
    return foundById('File', fileId, () => db.select().from(files).where(inWorkspace(workspaceId, fileId)));
  }

  return {
    async list(userId: string, workspaceId: string, query: PageQuery) {
      await workspaces.owned(userId, workspaceId);
      return pageOfRows(db, {
        table: files,
        where: eq(files.workspaceId, workspaceId),
        orderBy: [desc(files.createdAt), desc(files.id)],
        query,
        toItem: toUploadedFile,
      });
    },

    /** The row is written only once the bytes are stored; if it cannot be, the bytes go too. */
    async upload(userId: string, workspaceId: string, req: IncomingMessage) {
      await workspaces.owned(userId, workspaceId);
      const received = await receiveFile(req, storage, maxUploadBytes);
      let storedName: string;
      try {
        storedName = await received.pending.commit();
      } catch (err) {
        await received.pending.discard();
        throw err;
      }
      try {
        // The row and its index job commit together: a committed row always gets indexed.
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(files)
            .values({
              workspaceId,
              userId,
              originalFileName: received.originalFileName,
              storedName,
              contentType: received.contentType,
              size: received.size,
            })
            .returning();
          await index?.enqueue('file', workspaceId, inserted!.id, tx);
          return inserted!;
        });
        index?.wake();
        return toUploadedFile(row);
      } catch (err) {
        await storage.remove(storedName);
        // The workspace was deleted while its file was arriving.
        await workspaces.owned(userId, workspaceId);
        throw err;
      }
    },

    async download(userId: string, workspaceId: string, fileId: string) {
      const row = await ownedFile(userId, workspaceId, fileId);
      const stream = await storage.read(row.storedName);
      if (!stream) throw notFound('File');
      return { file: toUploadedFile(row), stream };
    },

    async remove(userId: string, workspaceId: string, fileId: string) {
      await workspaces.owned(userId, workspaceId);
      const row = await foundById('File', fileId, () =>
        db.delete(files).where(inWorkspace(workspaceId, fileId)).returning({ storedName: files.storedName }),
      );
      await index?.forget('file', workspaceId, fileId);
      await storage.remove(row.storedName);
    },

    /** Puts the file back to indexing and queues it to be read again. */
    async reindex(userId: string, workspaceId: string, fileId: string) {
      await ownedFile(userId, workspaceId, fileId);
      await index?.reindexFile(fileId, workspaceId);
      return toUploadedFile(await ownedFile(userId, workspaceId, fileId));
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
