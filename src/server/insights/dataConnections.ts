import { and, asc, eq, isNull } from 'drizzle-orm';
import { type ConnectionDefinitions, storedDefinitions } from '../../contract/connectionDefinitions.ts';
import {
  type CatalogTable,
  type ConnectionCatalog,
  type ConnectionType,
  type ConnectionUpdate,
  type connectionBody,
  type DataConnection,
  type MakeIndexResult,
  type ProjectCatalog,
  parseConnectionProperties,
  type SslMode,
} from '../../contract/dataInsights.ts';
import type { PageQuery } from '../../contract/page.ts';
import type { Database } from '../db/database.ts';
import { dataConnections } from '../db/schema.ts';
import { ApiError } from '../reply.ts';
import { pageOfRows } from '../services/pageOfRows.ts';
import { foundById, isResourceId } from '../services/resourceId.ts';
import { buildCatalog } from './catalog.ts';
import { type ConnectionSettings, countColumns } from './connectors/connector.ts';
import { hostedConnector } from './connectors/driverHost.ts';
import type { DataProjectService } from './dataProjects.ts';
import { checkDefinitions } from './definitionsCheck.ts';
import type { EgressPolicy } from './egressPolicy.ts';
import type { PasswordBox } from './passwordBox.ts';
import { withLabelsOnce } from './planner/catalogLabels.ts';

type ConnectionRow = typeof dataConnections.$inferSelect;
export type ConnectionFields = ReturnType<typeof connectionBody.parse>;

const toConnection = (c: ConnectionRow): DataConnection => ({
  id: c.id,
  projectId: c.projectId,
  name: c.name,
  type: c.type as ConnectionType,
  host: c.host,
  port: c.port,
  username: c.username,
  databaseName: c.databaseName,
  charset: c.charset,
  properties: c.properties,
  ssl: c.sslMode as SslMode,
  caCertificate: c.sslCa,
  indexedAt: c.indexedAt?.toISOString() ?? null,
  gmtCreated: c.createdAt.toISOString(),
});

export function settingsOf(fields: ConnectionFields): ConnectionSettings {
  const parsed = parseConnectionProperties(fields.properties);
  if ('problem' in parsed) throw new ApiError(400, parsed.problem, { properties: parsed.problem });
  return {
    type: fields.type,
    host: fields.host,
    port: fields.port,
    username: fields.username,
    password: fields.password,
    databaseName: fields.databaseName,
    charset: fields.charset ?? null,
    properties: parsed.properties,
    sslMode: fields.ssl,
    sslCa: fields.caCertificate || null,
  };
}

/**
 * Database connections, in a project or on their own, owned by one user. Passwords are sealed
 * before they are stored and opened only to connect.
 */
export function createDataConnectionService(deps: {
  db: Database;
  projects: DataProjectService;
  box: PasswordBox;
  egress: EgressPolicy;
  /** The project's uploaded files as one more source of its catalog (null when it has none). */
  filesCatalog?: (projectId: string) => Promise<ConnectionCatalog | null>;
}) {
  const { db, projects, box, egress } = deps;

  const storedSettings = (row: ConnectionRow): ConnectionSettings => ({
    type: row.type as ConnectionType,
    host: row.host,
    port: row.port,
    username: row.username,
    password: box.open(row.passwordEncrypted),
    databaseName: row.databaseName,
    charset: row.charset,
    properties: row.properties,
    sslMode: row.sslMode as SslMode,
    sslCa: row.sslCa,
  });

  /** A stored connection's settings, pinned to the address the egress policy let through. */
  const settingsOfRow = (row: ConnectionRow) => egress.pin(storedSettings(row));

  /** One of the user's connections, or 404 (also for another user's). */
  const ownedRow = (userId: string, id: string) =>
    foundById('Connection', id, () =>
      db
        .select()
        .from(dataConnections)
        .where(and(eq(dataConnections.id, id), eq(dataConnections.userId, userId))),
    );

  async function testPinned(settings: ConnectionSettings) {
    const started = performance.now();
    const r = await hostedConnector(settings).test();
    return {
      serverVersion: r.serverVersion,
      latencyMs: Math.round(performance.now() - started),
      canWrite: r.canWrite,
    };
  }

  /**
   * A new connection must not point where the policy refuses; a host that does not resolve yet
   * is kept (it is checked again, resolved and pinned, each time it is used).
   */
  async function checkDestination(settings: ConnectionSettings) {
    try {
      await egress.pin(settings);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) throw err;
    }
  }

  async function insert(userId: string, projectId: string | null, fields: ConnectionFields) {
    const settings = settingsOf(fields);
    await checkDestination(settings);
    const [row] = await db
      .insert(dataConnections)
      .values({
        userId,
        projectId,
        name: fields.name,
        type: settings.type,
        host: settings.host,
        port: settings.port,
        username: settings.username,
        passwordEncrypted: box.seal(settings.password),
        databaseName: settings.databaseName,
        charset: settings.charset,
        properties: settings.properties,
        sslMode: settings.sslMode,
        sslCa: settings.sslCa,
      })
      .returning();
    return toConnection(row!);
  }

  /** Reads one connection's catalog; a failure names the connection. */
  async function readCatalog(row: ConnectionRow) {
    try {
      return buildCatalog(await hostedConnector(await settingsOfRow(row)).introspect());
    } catch (err) {
      if (err instanceof ApiError) throw new ApiError(err.status, `${row.name}: ${err.message}`, err.fields);
      throw err;
    }
  }

  const projectRows = (projectId: string) =>
    db
      .select()
      .from(dataConnections)
      .where(eq(dataConnections.projectId, projectId))
      .orderBy(asc(dataConnections.createdAt), asc(dataConnections.id));

  return {
    settingsOfRow,

    test: async (fields: ConnectionFields) => testPinned(await egress.pin(settingsOf(fields))),

    /**
     * Tests one of the user's stored connections as `test` tests fields, with its stored
     * password (the client never sees it); another user's connection is not found.
     */
    async testStored(userId: string, connectionId: string) {
      const row = await ownedRow(userId, connectionId);
      return testPinned(await settingsOfRow(row));
    },

    async listInProject(userId: string, projectId: string, query: PageQuery) {
      await projects.owned(userId, projectId);
      return pageOfRows(db, {
        table: dataConnections,
        where: eq(dataConnections.projectId, projectId),
        orderBy: [asc(dataConnections.createdAt), asc(dataConnections.id)],
        query,
        toItem: toConnection,
      });
    },

    async createInProject(userId: string, projectId: string, fields: ConnectionFields) {
      await projects.owned(userId, projectId);
      return insert(userId, projectId, fields);
    },

    createStandalone: (userId: string, fields: ConnectionFields) => insert(userId, null, fields),

    async listStandalone(userId: string) {
      const rows = await db
        .select({ id: dataConnections.id, name: dataConnections.name, type: dataConnections.type })
        .from(dataConnections)
        .where(and(eq(dataConnections.userId, userId), isNull(dataConnections.projectId)))
        .orderBy(asc(dataConnections.createdAt), asc(dataConnections.id));
      return rows.map((r) => ({ ...r, type: r.type as ConnectionType }));
    },

    /**
     * Edits one of the user's connections; the stored password stays unless one is sent. A
     * changed destination drops the catalog read from the old one.
     */
    async update(userId: string, id: string, fields: ConnectionUpdate): Promise<DataConnection> {
      const row = await ownedRow(userId, id);
      const password = fields.password ?? box.open(row.passwordEncrypted);
      const settings = settingsOf({ ...fields, password });
      await checkDestination(settings);
      const moved =
        settings.type !== row.type ||
        settings.host !== row.host ||
        settings.port !== row.port ||
        settings.databaseName !== row.databaseName;
      const [updated] = await db
        .update(dataConnections)
        .set({
          name: fields.name,
          type: settings.type,
          host: settings.host,
          port: settings.port,
          username: settings.username,
          ...(fields.password === undefined ? {} : { passwordEncrypted: box.seal(fields.password) }),
          databaseName: settings.databaseName,
          charset: settings.charset,
          properties: settings.properties,
          sslMode: settings.sslMode,
          sslCa: settings.sslCa,
          ...(moved ? { catalog: null, indexedAt: null } : {}),
        })
        .where(eq(dataConnections.id, row.id))
        .returning();
      return toConnection(updated!);
    },

    async remove(userId: string, id: string) {
      await foundById('Connection', id, () =>
        db
          .delete(dataConnections)
          .where(and(eq(dataConnections.id, id), eq(dataConnections.userId, userId)))
          .returning({ id: dataConnections.id }),
      );
    },

    /** The definitions of one of the user's connections; another user's is not found. */
    async definitions(userId: string, id: string): Promise<ConnectionDefinitions> {
      return storedDefinitions((await ownedRow(userId, id)).definitions);
    },

    /**
     * Replaces a connection's definitions once every one passes the checks against its index and
     * the query gate; a refused one answers 422 naming it, and nothing is stored.
     */
    async saveDefinitions(
      userId: string,
      id: string,
      definitions: ConnectionDefinitions,
    ): Promise<ConnectionDefinitions> {
      const row = await ownedRow(userId, id);
      if (!row.indexedAt)
        throw new ApiError(
          422,
          `'${row.name}' has no index yet. Use Make Index first: definitions are checked against it.`,
        );
      await checkDefinitions(
        definitions,
        (row.catalog as CatalogTable[] | null) ?? [],
        row.type as ConnectionType,
        row.name,
      );
      const [updated] = await db
        .update(dataConnections)
        .set({ definitions })
        .where(eq(dataConnections.id, row.id))
        .returning({ definitions: dataConnections.definitions });
      return storedDefinitions(updated!.definitions);
    },

    /** A connection of the user's project, by the id a module names as its data source. */
    async inProject(userId: string, projectId: string, connectionId: string) {
      await projects.owned(userId, projectId);
      const [row] = isResourceId(connectionId)
        ? await db
            .select()
            .from(dataConnections)
            .where(and(eq(dataConnections.id, connectionId), eq(dataConnections.projectId, projectId)))
        : [];
      if (!row)
        throw new ApiError(
          400,
          'The data source is not a connection of this project. Choose one of its connections.',
          {
            dataSource: 'Choose one of the project connections.',
          },
        );
      return row;
    },

    /** Reads every connection of the project into its catalog; the first failure names its connection. */
    async makeIndex(userId: string, projectId: string): Promise<MakeIndexResult> {
      await projects.owned(userId, projectId);
      const rows = await projectRows(projectId);
      if (rows.length === 0)
        throw new ApiError(
          400,
          'This project has no connections yet. Add a database connection, then make the index.',
        );
      const indexedAt = new Date();
      const read = await Promise.all(rows.map(async (row) => ({ row, tables: await readCatalog(row) })));
      for (const { row, tables } of read)
        await db
          .update(dataConnections)
          .set({ catalog: tables, indexedAt })
          .where(eq(dataConnections.id, row.id));
      const connections = read.map(({ row, tables }) => ({
        connectionId: row.id,
        name: row.name,
        tables: tables.length,
        columns: countColumns(tables),
      }));
      return {
        tables: connections.reduce((n, c) => n + c.tables, 0),
        columns: connections.reduce((n, c) => n + c.columns, 0),
        indexedAt: indexedAt.toISOString(),
        connections,
      };
    },

    /** Reads one of the user's connections into its catalog; another user's is not found. */
    async makeIndexOne(userId: string, connectionId: string): Promise<DataConnection> {
      const row = await ownedRow(userId, connectionId);
      const tables = await readCatalog(row);
      const [updated] = await db
        .update(dataConnections)
        .set({ catalog: tables, indexedAt: new Date() })
        .where(eq(dataConnections.id, row.id))
        .returning();
      return toConnection(updated!);
    },

    async catalog(userId: string, projectId: string): Promise<ProjectCatalog> {
      await projects.owned(userId, projectId);
      const rows = await projectRows(projectId);
      const files = (await deps.filesCatalog?.(projectId)) ?? null;
      return {
        connections: [
          ...rows.map((r) => ({
            connectionId: r.id,
            name: r.name,
            type: r.type as ConnectionType,
            indexedAt: r.indexedAt?.toISOString() ?? null,
            tables: withLabelsOnce(
              r.id,
              r.indexedAt?.toISOString() ?? null,
              (r.catalog as CatalogTable[] | null) ?? [],
            ),
          })),
          // The files read as one source: removing one changes which tables it holds, not its latest date.
          ...(files
            ? [
                {
                  ...files,
                  tables: withLabelsOnce(
                    `files:${projectId}:${files.tables.map((t) => t.name).join('\u0000')}`,
                    files.indexedAt,
                    files.tables,
                  ),
                },
              ]
            : []),
        ],
      };
    },
  };
}
export type DataConnectionService = ReturnType<typeof createDataConnectionService>;
