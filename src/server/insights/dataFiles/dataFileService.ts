import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { and, asc, eq, ne } from 'drizzle-orm';
import type {
  DataFile,
  DataFileColumn,
  DataFileFormat,
  DataFileRows,
  DataFileUpdateInput,
  DataFileUploadResult,
} from '../../../contract/dataFiles.ts';
import type { CatalogTable, ConnectionCatalog } from '../../../contract/dataInsights.ts';
import type { Database } from '../../db/database.ts';
import { dataFiles } from '../../db/schema.ts';
import { ApiError } from '../../reply.ts';
import type { FileStorage } from '../../services/fileStorage.ts';
import { receiveFile } from '../../services/receiveFile.ts';
import { foundById } from '../../services/resourceId.ts';
import type { DataProjectService } from '../dataProjects.ts';
import { convert, ENGINE_TYPE, fits, quoteName } from './columnTypes.ts';
import { engineRows } from './engineValue.ts';
import { catalogOfTable } from './filesCatalog.ts';
import { identifierName, uniqueName } from './identifierName.ts';
import { type ImportedTable, importTable } from './importTable.ts';
import type { ProjectDatabases } from './projectDatabase.ts';
import { type FileShape, namesDelimitedText, readDataFile } from './readDataFile.ts';
import { BadDataFile } from './tableSource.ts';

type FileRow = typeof dataFiles.$inferSelect;

export const FILES_SOURCE_NAME = 'Files';
const PREVIEW_ROWS = 100;

const toDataFile = (r: FileRow): DataFile => ({
  id: r.id,
  projectId: r.projectId,
  fileName: r.fileName,
  sheetName: r.sheetName,
  tableName: r.tableName,
  format: r.format as DataFileFormat,
  encoding: r.encoding,
  delimiter: r.delimiter,
  size: r.size,
  rowCount: r.rowCount,
  columns: r.columns as DataFileColumn[],
  status: r.status as DataFile['status'],
  statusReason: r.statusReason,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A refusal of the file's content, said as it is, with nothing changed. */
const refused = (err: unknown): never => {
  if (err instanceof BadDataFile) throw new ApiError(422, err.message, undefined, undefined, err.data);
  throw err;
};

/**
 * A project's uploaded files: each table lives in the project's own DuckDB file, its description
 * (name, columns, types, catalog) in the product's database. A project or file of another user
 * answers exactly as a missing one.
 */
export function createDataFileService(deps: {
  db: Database;
  projects: DataProjectService;
  databases: ProjectDatabases;
  /** Where uploads wait on disk while they are imported. */
  incoming: FileStorage;
  incomingDir: string;
  maxUploadBytes: number;
  maxRows: number;
  sampleRows: number;
}) {
  const { db, projects, databases, incoming, incomingDir } = deps;

  const owned = (userId: string, fileId: string): Promise<FileRow> =>
    foundById('Data file', fileId, () =>
      db
        .select()
        .from(dataFiles)
        .where(and(eq(dataFiles.id, fileId), eq(dataFiles.userId, userId))),
    );

  const projectRows = (projectId: string) =>
    db
      .select()
      .from(dataFiles)
      .where(eq(dataFiles.projectId, projectId))
      .orderBy(asc(dataFiles.createdAt), asc(dataFiles.id));

  /** Receives the upload to disk, reads its tables into the project database, and always removes the upload. */
  async function receiveAndImport(
    req: IncomingMessage,
    projectId: string,
    skipBadRows: boolean,
  ): Promise<{ fileName: string; size: number; shape: FileShape; tables: ImportedTable[] }> {
    const received = await receiveFile(req, incoming, deps.maxUploadBytes);
    const storedName = await received.pending.commit();
    // Delimited text is staged by DuckDB's own reader, which needs the file: the import then holds
    // the project's database alone for its few seconds.
    const fileAccess = namesDelimitedText(received.originalFileName);
    const withImporter = fileAccess ? databases.withFileAccess : databases.withConnection;
    try {
      return await withImporter(projectId, (c) =>
        readDataFile(join(incomingDir, storedName), received.originalFileName, async (sources, shape) => {
          const tables: ImportedTable[] = [];
          try {
            for await (const source of sources)
              tables.push(
                await importTable(c, source, {
                  skipBadRows,
                  maxRows: deps.maxRows,
                  sampleRows: deps.sampleRows,
                  exactWidth: shape.format === 'csv' || shape.format === 'tsv',
                  fileAccess,
                }),
              );
            if (tables.length === 0) throw new BadDataFile('The workbook has no sheet with data.');
          } catch (err) {
            for (const t of tables) await c.run(`DROP TABLE IF EXISTS ${t.tempName}`).catch(() => {});
            throw err;
          }
          return { fileName: received.originalFileName, size: received.size, shape, tables };
        }),
      ).catch(refused);
    } finally {
      await incoming.remove(storedName);
    }
  }

  /** The table renamed from its temporary name and described in the product database. */
  async function record(
    c: DuckDBConnection,
    userId: string,
    projectId: string,
    upload: { fileName: string; size: number; shape: FileShape },
    table: ImportedTable,
    sheetName: string | null,
    taken: Set<string>,
  ): Promise<FileRow> {
    const base = identifierName(upload.fileName.replace(/\.[^.]+$/, '')) || 'data';
    const wanted = sheetName ? `${base}_${identifierName(sheetName) || 'sheet'}` : base;
    const tableName = uniqueName(wanted.slice(0, 63), (n) => taken.has(n));
    taken.add(tableName);
    await c.run(`ALTER TABLE ${table.tempName} RENAME TO ${quoteName(tableName)}`);
    try {
      const catalog = await catalogOfTable(c, tableName, table.columns, table.rowCount);
      const [row] = await db
        .insert(dataFiles)
        .values({
          userId,
          projectId,
          fileName: upload.fileName,
          sheetName,
          tableName,
          format: upload.shape.format,
          encoding: upload.shape.encoding,
          delimiter: upload.shape.delimiter,
          size: upload.size,
          rowCount: table.rowCount,
          columns: table.columns,
          status: 'ready',
          bytesDone: upload.size,
          catalog,
        })
        .returning();
      return row!;
    } catch (err) {
      await c.run(`DROP TABLE IF EXISTS ${quoteName(tableName)}`).catch(() => {});
      throw err;
    }
  }

  async function described(c: DuckDBConnection, row: FileRow, columns: DataFileColumn[], tableName: string) {
    return catalogOfTable(c, tableName, columns, row.rowCount);
  }

  return {
    owned,

    async list(userId: string, projectId: string): Promise<DataFile[]> {
      await projects.owned(userId, projectId);
      return (await projectRows(projectId)).map(toDataFile);
    },

    async upload(
      userId: string,
      projectId: string,
      req: IncomingMessage,
      skipBadRows: boolean,
    ): Promise<DataFileUploadResult> {
      await projects.owned(userId, projectId);
      const upload = await receiveAndImport(req, projectId, skipBadRows);
      const taken = new Set((await projectRows(projectId)).map((r) => r.tableName));
      const workbook = upload.shape.format === 'xlsx';
      return databases.withConnection(projectId, async (c) => {
        const rows: FileRow[] = [];
        for (const [i, table] of upload.tables.entries()) {
          try {
            rows.push(
              await record(
                c,
                userId,
                projectId,
                upload,
                table,
                workbook ? sheetNameOf(table, i) : null,
                taken,
              ),
            );
          } catch (err) {
            for (const t of upload.tables.slice(i + 1))
              await c.run(`DROP TABLE IF EXISTS ${t.tempName}`).catch(() => {});
            throw err;
          }
        }
        return { files: rows.map(toDataFile), notices: upload.tables.flatMap((t) => t.notices) };
      });
    },

    async rows(userId: string, fileId: string): Promise<DataFileRows> {
      const row = await owned(userId, fileId);
      const rows = await databases.withTimeLimit(row.projectId, async (c) =>
        engineRows(await c.runAndReadAll(`SELECT * FROM ${quoteName(row.tableName)} LIMIT ${PREVIEW_ROWS}`)),
      );
      return { columns: row.columns as DataFileColumn[], rows, rowCount: row.rowCount };
    },

    async update(userId: string, fileId: string, input: DataFileUpdateInput): Promise<DataFile> {
      const row = await owned(userId, fileId);
      const columns = (row.columns as DataFileColumn[]).map((c) => ({ ...c }));
      let tableName = row.tableName;
      if (input.tableName !== undefined) {
        const wanted = identifierName(input.tableName);
        if (!wanted) {
          const message = 'Table name must hold a letter or a digit.';
          throw new ApiError(400, message, { tableName: message });
        }
        const [clash] = await db
          .select({ id: dataFiles.id })
          .from(dataFiles)
          .where(
            and(
              eq(dataFiles.projectId, row.projectId),
              eq(dataFiles.tableName, wanted),
              ne(dataFiles.id, row.id),
            ),
          );
        if (clash) {
          const message = `A table named ${wanted} already exists in this project.`;
          throw new ApiError(409, message, { tableName: message });
        }
        tableName = wanted;
      }
      const changes = (input.columns ?? []).filter((change) => {
        const column = columns.find((c) => c.name === change.name);
        if (!column) {
          const message = `The table has no column ${change.name}.`;
          throw new ApiError(400, message, { columns: message });
        }
        return column.type !== change.type;
      });
      const updated = await databases.withTimeLimit(
        row.projectId,
        async (c) => {
          const table = quoteName(row.tableName);
          for (const change of changes) {
            const column = quoteName(change.name);
            const text = `CAST(${column} AS VARCHAR)`;
            const [misfits] = (
              await c.runAndReadAll(
                `SELECT count(*) FROM ${table} WHERE ${column} IS NOT NULL AND NOT ${fits(text, change.type)}`,
              )
            ).getRows()[0]!;
            const n = Number(misfits);
            if (n > 0) {
              const label = columns.find((x) => x.name === change.name)!.label;
              throw new ApiError(
                422,
                `${n.toLocaleString('en-US')} ${n === 1 ? 'value' : 'values'} of '${label}' cannot be read as ${change.type}; the type was not changed.`,
                { columns: `${n} values do not fit ${change.type}.` },
              );
            }
          }
          await c.run('BEGIN TRANSACTION');
          try {
            for (const change of changes) {
              const column = quoteName(change.name);
              await c.run(
                `ALTER TABLE ${table} ALTER ${column} SET DATA TYPE ${ENGINE_TYPE[change.type]} USING ${convert(`CAST(${column} AS VARCHAR)`, change.type)}`,
              );
              columns.find((x) => x.name === change.name)!.type = change.type;
            }
            if (tableName !== row.tableName)
              await c.run(`ALTER TABLE ${table} RENAME TO ${quoteName(tableName)}`);
            await c.run('COMMIT');
          } catch (err) {
            await c.run('ROLLBACK').catch(() => {});
            throw err;
          }
          const catalog = await described(c, row, columns, tableName);
          const [saved] = await db
            .update(dataFiles)
            .set({ tableName, columns, catalog, updatedAt: new Date() })
            .where(eq(dataFiles.id, row.id))
            .returning();
          return saved!;
        },
        60_000,
      );
      return toDataFile(updated);
    },

    async reimport(
      userId: string,
      fileId: string,
      req: IncomingMessage,
      skipBadRows: boolean,
    ): Promise<DataFileUploadResult> {
      const row = await owned(userId, fileId);
      const upload = await receiveAndImport(req, row.projectId, skipBadRows);
      // A workbook's table comes back from the sheet of the same name, else from its first sheet.
      const index = Math.max(
        0,
        upload.tables.findIndex((_, i) => sheetNameOf(upload.tables[i]!, i) === row.sheetName),
      );
      const table = upload.tables[index]!;
      return databases.withConnection(row.projectId, async (c) => {
        for (const other of upload.tables)
          if (other !== table) await c.run(`DROP TABLE IF EXISTS ${other.tempName}`).catch(() => {});
        await c.run('BEGIN TRANSACTION');
        try {
          await c.run(`DROP TABLE IF EXISTS ${quoteName(row.tableName)}`);
          await c.run(`ALTER TABLE ${table.tempName} RENAME TO ${quoteName(row.tableName)}`);
          await c.run('COMMIT');
        } catch (err) {
          await c.run('ROLLBACK').catch(() => {});
          await c.run(`DROP TABLE IF EXISTS ${table.tempName}`).catch(() => {});
          throw err;
        }
        const catalog = await catalogOfTable(c, row.tableName, table.columns, table.rowCount);
        const [saved] = await db
          .update(dataFiles)
          .set({
            fileName: upload.fileName,
            sheetName: upload.shape.format === 'xlsx' ? sheetNameOf(table, index) : null,
            format: upload.shape.format,
            encoding: upload.shape.encoding,
            delimiter: upload.shape.delimiter,
            size: upload.size,
            rowCount: table.rowCount,
            columns: table.columns,
            bytesDone: upload.size,
            catalog,
            status: 'ready',
            statusReason: null,
            updatedAt: new Date(),
          })
          .where(eq(dataFiles.id, row.id))
          .returning();
        return { files: [toDataFile(saved!)], notices: table.notices };
      });
    },

    async remove(userId: string, fileId: string) {
      const row = await owned(userId, fileId);
      await databases.withConnection(row.projectId, (c) =>
        c.run(`DROP TABLE IF EXISTS ${quoteName(row.tableName)}`),
      );
      await db.delete(dataFiles).where(eq(dataFiles.id, row.id));
    },

    /** The project's files as one data source of its catalog; null when it has none. */
    async catalog(projectId: string): Promise<ConnectionCatalog | null> {
      const rows = (await projectRows(projectId)).filter((r) => r.status === 'ready' && r.catalog);
      if (rows.length === 0) return null;
      const indexedAt = rows.reduce(
        (latest, r) => (r.updatedAt > latest ? r.updatedAt : latest),
        rows[0]!.updatedAt,
      );
      return {
        connectionId: 'files',
        name: FILES_SOURCE_NAME,
        type: 'FILES',
        indexedAt: indexedAt.toISOString(),
        tables: rows.map((r) => r.catalog as CatalogTable),
      };
    },

    /** The project is gone: its database file goes too (its rows cascade with the project). */
    dropProject: (projectId: string) => databases.drop(projectId),
  };
}
export type DataFileService = ReturnType<typeof createDataFileService>;

/** The sheet an imported table came from (its notices name it), else its position. */
function sheetNameOf(table: ImportedTable, index: number): string {
  return table.sheetName ?? `Sheet${index + 1}`;
}
