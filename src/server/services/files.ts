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

export function toUploadedFile(f: FileRow): UploadedFile {
  return {
    id: f.id,
    originalFileName: f.originalFileName,
    contentType: f.contentType,
    size: f.size,
    gmtCreated: f.createdAt.toISOString(),
    status: f.status as FileStatus,
    statusReason: f.statusReason,
  };
}

export interface FileServiceDeps {
  db: Database;
  storage: FileStorage;
  workspaces: WorkspaceService;
  maxUploadBytes: number;
  /** Reads and indexes files after upload; removes their index entries on delete. */
  index?: {
    enqueue(kind: 'file', workspaceId: string, fileId: string): Promise<void>;
    forget(kind: 'file', workspaceId: string, fileId: string): Promise<void>;
    reindexFile(fileId: string, workspaceId: string): Promise<void>;
  };
}

/**
 * Run at start, before any upload: a crash between storing an upload's bytes and writing its row
 * (or between deleting a row and its bytes) leaves bytes no row names, and bytes lost from disk
 * leave a row naming nothing. Both are removed, so every listed file can be downloaded.
 */
export async function reconcileStoredFiles(db: Database, storage: FileStorage) {
  const onDisk = new Set(await storage.storedNames());
  const rows = await db.select({ id: files.id, storedName: files.storedName }).from(files);
  const named = new Set(rows.map((r) => r.storedName));
  const missing = rows.filter((r) => !onDisk.has(r.storedName)).map((r) => r.id);
  if (missing.length) await db.delete(files).where(inArray(files.id, missing));
  for (const name of onDisk) if (!named.has(name)) await storage.remove(name);
  return { removedRows: missing.length, removedFiles: [...onDisk].filter((n) => !named.has(n)).length };
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
        const [row] = await db
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
        await index?.enqueue('file', workspaceId, row!.id);
        return toUploadedFile(row!);
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
