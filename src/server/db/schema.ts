import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    realName: text('real_name'),
    gender: text('gender'),
    avatar: text('avatar'),
    phoneNumber: text('phone_number'),
    phoneAreaCode: text('phone_area_code'),
    birthday: text('birthday'),
    language: text('language'),
    status: text('status').notNull().default('active'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * One sign-in and everything descended from it: its refresh tokens rotate, its access tokens carry
 * its id (`sid`). Revoking it (logout, a replayed refresh token, a password change elsewhere)
 * ends all of them at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Counters of rate-limiter-flexible (failed sign-ins, sign-ups, contact messages), updated atomically. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** A workspace (agent); `appId` is the public, unguessable key of its chat widget. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    authRequire: boolean('auth_require').notNull().default(false),
    authUrl: text('auth_url'),
    appId: text('app_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspaces_app_id_idx').on(t.appId),
    index('workspaces_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An uploaded file; its bytes live in storage under `storedName`, never under the original name. */
export const files = pgTable(
  'files',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalFileName: text('original_file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** indexing until read and indexed; failed with `statusReason` when it cannot be read. */
    status: text('status').notNull().default('indexing'),
    statusReason: text('status_reason'),
    /** Chunks embedded so far and in all, while it is indexed (0 of 0 until it has been read). */
    chunksDone: integer('chunks_done').notNull().default(0),
    chunksTotal: integer('chunks_total').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('files_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export const texts = pgTable(
  'texts',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    /** indexing until its chunks are written, then indexed; failed with `statusReason`. */
    status: text('status').notNull().default('indexing'),
    statusReason: text('status_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('texts_workspace_idx').on(t.workspaceId, t.updatedAt)],
);

export const qnas = pgTable(
  'qnas',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** indexing until its chunk is written, then indexed; failed with `statusReason`. */
    status: text('status').notNull().default('indexing'),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('qnas_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** A data-insights project: the scope of connections, their catalog and one saved page. */
export const dataProjects = pgTable(
  'data_projects',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('data_projects_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A database connection. The password is AES-256-GCM ciphertext (never returned); `catalog`
 * holds what Make Index last read from it. A connection outside any project has no project id.
 */
export const dataConnections = pgTable(
  'data_connections',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => dataProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    passwordEncrypted: text('password_encrypted').notNull(),
    databaseName: text('database_name').notNull(),
    charset: text('charset'),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    /** off, require (encrypt only) or verify (encrypt, check the certificate and host name). */
    sslMode: text('ssl_mode').notNull().default('off'),
    /** PEM certificate authority to verify the server against, beside the system's own. */
    sslCa: text('ssl_ca'),
    catalog: jsonb('catalog'),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
    /** The user's own words for this database: named metrics, other names, column notes and roles. */
    definitions: jsonb('definitions').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_connections_project_idx').on(t.projectId, t.createdAt),
    index('data_connections_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A spreadsheet or data file uploaded to a project. Its rows live in the project's own analytic
 * database under `tableName`, never in this database; this row is what the list shows.
 */
export const dataFiles = pgTable(
  'data_files',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => dataProjects.id, { onDelete: 'cascade' }),
    /** The uploaded file's own name, and the sheet for a workbook's sheets. */
    fileName: text('file_name').notNull(),
    sheetName: text('sheet_name'),
    tableName: text('table_name').notNull(),
    /** csv, tsv, xlsx, json or jsonl, with what was sniffed from the bytes. */
    format: text('format').notNull(),
    encoding: text('encoding'),
    delimiter: text('delimiter'),
    size: bigint('size', { mode: 'number' }).notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
    /** [{ name, label, type }] in table order: the cleaned name, the original header, the type. */
    columns: jsonb('columns').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** importing while rows are read, ready, or failed with `statusReason`. */
    status: text('status').notNull().default('importing'),
    statusReason: text('status_reason'),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    /** The table as the planner reads it (columns with kinds, roles and values), rebuilt after each change. */
    catalog: jsonb('catalog'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_files_project_idx').on(t.projectId, t.createdAt),
    uniqueIndex('data_files_project_table_idx').on(t.projectId, t.tableName),
  ],
);

/** The saved report page of a project (one per project, replaced by each save). */
export const insightPages = pgTable(
  'insight_pages',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => dataProjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    modules: jsonb('modules').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insight_pages_project_idx').on(t.projectId),
    index('insight_pages_user_idx').on(t.userId, t.savedAt),
  ],
);
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A passage of a file, text or Q&A pair, indexed twice: full-text search (`search`, generated from
 * title and content) and a sentence embedding (`embedding`, little-endian Float32, unit length).
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** Exactly one names the source, so deleting it deletes its chunks in the same statement. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'cascade' }),
    textId: text('text_id').references(() => texts.id, { onDelete: 'cascade' }),
    qnaId: text('qna_id').references(() => qnas.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'B') || to_tsvector('english', "content")`,
      ),
    embedding: bytea('embedding'),
  },
  (t) => [
    index('knowledge_chunks_search_idx').using('gin', t.search),
    index('knowledge_chunks_source_idx').on(t.workspaceId, t.sourceKind, t.sourceId),
    index('knowledge_chunks_file_idx').on(t.fileId),
    index('knowledge_chunks_text_idx').on(t.textId),
    index('knowledge_chunks_qna_idx').on(t.qnaId),
    check('knowledge_chunks_one_source', sql`num_nonnulls(${t.fileId}, ${t.textId}, ${t.qnaId}) = 1`),
  ],
);

/**
 * Durable indexing work, one row per source. `version` grows with each request so a job that
 * finishes after its source changed again is not mistaken for the newer request; a claimed job
 * holds a lease (`lockedUntil`) that another process takes over once it runs out.
 */
export const indexJobs = pgTable(
  'index_jobs',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('index_jobs_source_idx').on(t.sourceKind, t.sourceId),
    index('index_jobs_due_idx').on(t.lockedUntil, t.createdAt),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_workspace_idx').on(t.workspaceId, t.lastMessageAt)],
);

/** One question to an agent and the answer it gave. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    known: boolean('known').notNull(),
    sources: jsonb('sources')
      .$type<Array<{ kind: 'file' | 'text' | 'qna'; id: string; title: string; snippet: string }>>()
      .notNull(),
    engine: text('engine').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

/** A one-use, short-lived permission to open the live event stream (stored as a hash). */
export const eventTickets = pgTable('event_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The stream it opens ends when this sign-in session ends. */
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A web site allowed to embed a workspace's chat widget, stored as its normalised origin. With
 * any, the chat page may be framed only by them and the chat API refuses other sites' scripts.
 */
export const allowedSites = pgTable(
  'allowed_sites',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('allowed_sites_workspace_origin_idx').on(t.workspaceId, t.origin)],
);
