import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { ApiError } from '../../reply.ts';
import { ProjectLock } from './projectLock.ts';

/**
 * Settings every project database opens with. SQL cannot reach files, URLs or other databases
 * (no read_csv of /etc/passwd, no ATTACH, no extension install), and no statement may change that:
 * the configuration is locked once the instance is open. Memory and threads are capped so one
 * project's work cannot starve the server.
 */
const LOCKED_DOWN = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
  threads: '2',
  memory_limit: '256MB',
  preserve_insertion_order: 'true',
} as const;

/**
 * The same, but able to read files: only ever opened to run the server's own import statements
 * (DuckDB's parallel CSV reader on an upload it stored), never a statement from a request.
 */
const WITH_FILE_ACCESS = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
  threads: '2',
  memory_limit: '256MB',
  preserve_insertion_order: 'true',
} as const;

/** A statement that runs longer is interrupted (DuckDB has no statement_timeout of its own). */
export const FILE_QUERY_TIMEOUT_MS = 5000;

export class QueryInterrupted extends Error {
  constructor(ms: number) {
    super(`The query took longer than ${ms / 1000} s and was stopped.`);
  }
}

/** Another server process holds the project's file longer than a request may wait for it. */
export class ProjectFilesBusy extends ApiError {
  constructor() {
    super(503, "This project's data files are in use by another server process. Try again in a moment.");
  }
}

const heldByAnotherProcess = (err: unknown) =>
  /Could not set lock on file/.test((err as Error)?.message ?? '');

/**
 * Each project's uploaded tables live in a DuckDB file of its own under DATA_DIR/datafiles,
 * never in the product's database. DuckDB lets one process at a time open a file, so a project's
 * instance stays open in this process only while it is used (closed after `idleCloseMs`), and a
 * process that finds the file held waits up to `lockWaitMs` for the other one to let it go.
 */
export function createProjectDatabases(
  dataDir: string,
  { idleCloseMs = 30_000, lockWaitMs = 10_000 }: { idleCloseMs?: number; lockWaitMs?: number } = {},
) {
  const dir = join(dataDir, 'datafiles');
  const open = new Map<string, Promise<DuckDBInstance>>();

  const pathOf = (projectId: string) => join(dir, `${projectId}.duckdb`);
  const locks = new Map<string, ProjectLock>();
  const lockOf = (projectId: string) => {
    let lock = locks.get(projectId);
    if (!lock) {
      lock = new ProjectLock();
      locks.set(projectId, lock);
    }
    return lock;
  };

  /** Opens the project's file, waiting while another process holds it. */
  async function openFile(projectId: string, settings: Record<string, string>): Promise<DuckDBInstance> {
    mkdirSync(dir, { recursive: true });
    const deadline = Date.now() + lockWaitMs;
    for (;;) {
      try {
        return await DuckDBInstance.create(pathOf(projectId), settings);
      } catch (err) {
        if (!heldByAnotherProcess(err)) throw err;
        if (Date.now() >= deadline) throw new ProjectFilesBusy();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  function instance(projectId: string): Promise<DuckDBInstance> {
    let pending = open.get(projectId);
    if (!pending) {
      pending = openFile(projectId, LOCKED_DOWN);
      pending.catch(() => open.delete(projectId));
      open.set(projectId, pending);
    }
    return pending;
  }

  async function close(projectId: string) {
    const pending = open.get(projectId);
    open.delete(projectId);
    if (pending) (await pending.catch(() => null))?.closeSync();
  }

  const lastUsed = new Map<string, number>();
  const idleTimers = new Map<string, NodeJS.Timeout>();
  /** Lets the file go once the project has been left alone for `idleCloseMs`. */
  function closeWhenIdle(projectId: string) {
    lastUsed.set(projectId, Date.now());
    if (idleTimers.has(projectId)) return;
    const check = () => {
      const idleFor = Date.now() - (lastUsed.get(projectId) ?? 0);
      if (idleFor < idleCloseMs) {
        idleTimers.set(projectId, setTimeout(check, idleCloseMs - idleFor).unref());
        return;
      }
      idleTimers.delete(projectId);
      lockOf(projectId)
        .exclusive(() => close(projectId))
        .catch(() => {});
    };
    idleTimers.set(projectId, setTimeout(check, idleCloseMs).unref());
  }

  /** Runs `work` on a fresh connection of the project's database, closed afterwards. */
  function withConnection<T>(projectId: string, work: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    return lockOf(projectId).shared(async () => {
      const connection = await (await instance(projectId)).connect();
      try {
        return await work(connection);
      } finally {
        connection.closeSync();
        closeWhenIdle(projectId);
      }
    });
  }

  /**
   * Runs the server's own import statements on a connection that may read files. The project's
   * locked-down instance is closed meanwhile (one file, one instance): queries of this project
   * wait until `work` ends, and the next one opens it locked down again.
   */
  function withFileAccess<T>(projectId: string, work: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    return lockOf(projectId).exclusive(async () => {
      await close(projectId);
      const importer = await openFile(projectId, WITH_FILE_ACCESS);
      try {
        const connection = await importer.connect();
        try {
          return await work(connection);
        } finally {
          connection.closeSync();
        }
      } finally {
        importer.closeSync();
      }
    });
  }

  /**
   * Like `withConnection`, but the connection is interrupted after `ms`: a runaway statement on a
   * large file stops instead of holding the server.
   */
  function withTimeLimit<T>(
    projectId: string,
    work: (c: DuckDBConnection) => Promise<T>,
    ms = FILE_QUERY_TIMEOUT_MS,
  ): Promise<T> {
    return withConnection(projectId, async (connection) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        connection.interrupt();
      }, ms);
      try {
        return await work(connection);
      } catch (err) {
        throw timedOut ? new QueryInterrupted(ms) : err;
      } finally {
        clearTimeout(timer);
      }
    });
  }

  return {
    withConnection,
    withTimeLimit,
    withFileAccess,
    /** Closes the project's database and deletes its file (the project is gone). */
    drop(projectId: string) {
      return lockOf(projectId).exclusive(async () => {
        await close(projectId);
        for (const suffix of ['', '.wal']) rmSync(`${pathOf(projectId)}${suffix}`, { force: true });
      });
    },
    /** Closes every open project database (server stop). */
    async closeAll() {
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      const all = [...open.values()];
      open.clear();
      for (const pending of all) (await pending.catch(() => null))?.closeSync();
    },
    pathOf,
  };
}
export type ProjectDatabases = ReturnType<typeof createProjectDatabases>;
