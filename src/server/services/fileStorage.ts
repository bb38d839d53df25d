import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, type ReadStream, type WriteStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Bytes on their way in: written under a temporary name until `commit`. */
export interface PendingFile {
  readonly stream: WriteStream;
  /** Gives the fully written bytes their stored name and returns it. */
  commit(): Promise<string>;
  /** Stops writing and removes whatever was written. */
  discard(): Promise<void>;
}

/** A file in the store (`name` is the stored name, or it with `.part` while being written). */
export interface StoredEntry {
  name: string;
  modifiedMs: number;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Uploaded bytes in one directory, each under a generated name that no client chooses. */
export function createFileStorage(dir: string) {
  mkdirSync(dir, { recursive: true });
  const pathOf = (storedName: string) => join(dir, storedName);

  return {
    dir,

    begin(): PendingFile {
      const storedName = randomUUID();
      const partPath = pathOf(`${storedName}.part`);
      const stream = createWriteStream(partPath, { flags: 'wx' });
      // The file may still be opening when the upload fails; removing it only after
      // 'close' guarantees the open cannot recreate it afterwards.
      const closed = new Promise<void>((resolve) => stream.once('close', resolve));
      stream.on('error', () => {});
      return {
        stream,
        async commit() {
          await rename(partPath, pathOf(storedName));
          return storedName;
        },
        async discard() {
          stream.destroy();
          await closed;
          await rm(partPath, { force: true });
        },
      };
    },

    /** A stream of the stored bytes, or undefined when they are gone. */
    async read(storedName: string): Promise<ReadStream | undefined> {
      try {
        const handle = await open(pathOf(storedName), 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    /**
     * Every complete upload (names `begin` generated; nothing else in the folder) and every partial
     * one, each with when its bytes were last written.
     */
    async listing(): Promise<{ stored: StoredEntry[]; partial: StoredEntry[] }> {
      const stored: StoredEntry[] = [];
      const partial: StoredEntry[] = [];
      for (const name of await readdir(dir)) {
        const isPart = name.endsWith('.part') && STORED_NAME.test(name.slice(0, -'.part'.length));
        if (!isPart && !STORED_NAME.test(name)) continue;
        // Gone meanwhile (committed, discarded or removed by another process): nothing to list.
        const info = await stat(pathOf(name)).catch(() => undefined);
        if (info) (isPart ? partial : stored).push({ name, modifiedMs: info.mtimeMs });
      }
      return { stored, partial };
    },

    /** The row naming these bytes is already gone, so a failure here is logged, not raised. */
    async remove(storedName: string) {
      await rm(pathOf(storedName), { force: true }).catch((err: unknown) => {
        console.error(`Could not remove stored file ${storedName}:`, err);
      });
    },
  };
}
export type FileStorage = ReturnType<typeof createFileStorage>;
