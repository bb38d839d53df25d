import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { VectorSearch } from './db/pgvector.ts';
import { parseAllowList } from './insights/egressPolicy.ts';
import { defaultRateLimits, type RateLimitSettings } from './services/rateLimits.ts';

/** An empty variable counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(z.url()),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters.')),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  REFRESH_TTL_DAYS: z.coerce.number().int().positive().default(30),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(50),
  DATA_FILE_MAX_ROWS: z.coerce.number().int().positive().default(5_000_000),
  /** How many proxies in front of the server append to X-Forwarded-For (0: use the peer address). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  NODE_ENV: z.string().default('production'),
  DATA_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'DATA_KEY must be 64 hex digits (32 bytes).')),
  SAMPLE_DB: z.enum(['0', '1']).default('1'),
  DEMO_AGENT: z.enum(['on', 'off']).default('on'),
  SAMPLE_DB_PORT: z.coerce.number().int().min(0).max(65535).default(5433),
  EMBEDDINGS: z.enum(['local', 'openai', 'off']).default('local'),
  VECTOR_SEARCH: z.enum(['auto', 'pgvector', 'matrix']).default('auto'),
  KNOWLEDGE_CACHE_CHUNKS: z.coerce.number().int().positive().default(200_000),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  EMBEDDINGS_BASE_URL: optional(z.url()),
  AUTH_URL_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  DATA_CONNECTION_ALLOW: z.string().default(''),
  CONNECTION_TESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(defaultRateLimits.connectionTestsPerUserPerMinute),
  GENERATIONS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(defaultRateLimits.generationsPerUserPerMinute),
  CHAT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  INDEX_JOB_LEASE_SECONDS: z.coerce.number().positive().default(60),
  UPLOAD_ORPHAN_GRACE_SECONDS: z.coerce.number().nonnegative().default(3600),
  REGISTRATIONS_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(defaultRateLimits.registrationsPerAddressPerHour),
  CONTACT_MESSAGES_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(defaultRateLimits.contactMessagesPerAddressPerHour),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  refreshTtlDays: number;
  maxUploadBytes: number;
  /** The most rows one uploaded data file (or sheet) may have. */
  dataFileMaxRows: number;
  /** Trusted proxy hops: the client is the rightmost X-Forwarded-For entry they did not add. */
  trustProxy: number;
  /** A request body (other than an upload) that sends nothing for this long is cut off. */
  bodyIdleTimeoutMs: number;
  /** Per client address (and per email for sign-in failures). */
  rateLimits: RateLimitSettings;
  webRoot: string;
  production: boolean;
  /** AES-256 key for stored connection passwords. */
  dataKey: Buffer;
  /** Serve the embedded Superstore sample database over the PostgreSQL protocol. */
  sampleDb: boolean;
  /** Seed the landing page's demo agent (src/server/demoAgent.ts) at start. */
  demoAgent: boolean;
  /** Its port on 127.0.0.1 (0 picks a free one). */
  sampleDbPort: number;
  /** How chunks are embedded: the local model (default), an OpenAI-compatible server, or not at all. */
  embeddings: 'local' | 'openai' | 'off';
  /**
   * Where chunk vectors are compared: `auto` uses pgvector on PostgreSQL when the server offers the
   * extension and the cached in-process matrix on PGlite; `pgvector` or `matrix` insist.
   */
  vectorSearch: VectorSearch;
  /** How many chunks the workspace indexes cached for answering may hold together. */
  knowledgeCacheChunks: number;
  /** An OpenAI-compatible server answers chat when `baseUrl` is set (else the local engine does). */
  openai: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    embeddingModel: string;
    embeddingsBaseUrl?: string;
  };
  /** Lets a workspace's authUrl point at loopback or private addresses (local development, tests). */
  authUrlAllowPrivate: boolean;
  /**
   * Hosts, addresses and CIDR ranges (comma-separated) data connections may reach although they
   * are loopback, private, link-local, multicast or unspecified. The product's own database stays refused.
   */
  dataConnectionAllow: string;
  /** Chat messages one address may send to one agent per minute. */
  chatRateLimit: number;
  indexJobLeaseMs: number;
  /**
   * Stored bytes without a row, rows without bytes and partial uploads are removed at start only
   * once untouched this long: younger ones may be another process's upload in progress.
   */
  uploadOrphanGraceMs: number;
}

/** Reads the secret from JWT_SECRET, else from DATA_DIR/jwt-secret, creating it once. */
function signingSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the connection-password key from DATA_KEY, else from DATA_DIR/data-key, creating it once. */
function dataKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'hex');
  const file = resolve(dataDir, 'data-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  // A mistyped range must stop the start, not silently allow nothing (or everything).
  parseAllowList(overrides.dataConnectionAllow ?? e.DATA_CONNECTION_ALLOW);
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: signingSecret(dataDir, e.JWT_SECRET),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    refreshTtlDays: e.REFRESH_TTL_DAYS,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    dataFileMaxRows: e.DATA_FILE_MAX_ROWS,
    trustProxy: e.TRUST_PROXY,
    bodyIdleTimeoutMs: 10_000,
    rateLimits: {
      ...defaultRateLimits,
      registrationsPerAddressPerHour: e.REGISTRATIONS_PER_HOUR,
      contactMessagesPerAddressPerHour: e.CONTACT_MESSAGES_PER_HOUR,
      connectionTestsPerUserPerMinute: e.CONNECTION_TESTS_PER_MINUTE,
      generationsPerUserPerMinute: e.GENERATIONS_PER_MINUTE,
    },
    webRoot: resolve('dist/web'),
    production: e.NODE_ENV === 'production',
    dataKey: dataKey(dataDir, e.DATA_KEY),
    sampleDb: e.SAMPLE_DB === '1',
    demoAgent: e.DEMO_AGENT === 'on',
    sampleDbPort: e.SAMPLE_DB_PORT,
    embeddings: e.EMBEDDINGS,
    vectorSearch: e.VECTOR_SEARCH,
    knowledgeCacheChunks: e.KNOWLEDGE_CACHE_CHUNKS,
    openai: {
      baseUrl: e.OPENAI_BASE_URL,
      apiKey: e.OPENAI_API_KEY,
      model: e.OPENAI_MODEL,
      embeddingModel: e.OPENAI_EMBEDDING_MODEL,
      embeddingsBaseUrl: e.EMBEDDINGS_BASE_URL ?? e.OPENAI_BASE_URL,
    },
    authUrlAllowPrivate: e.AUTH_URL_ALLOW_PRIVATE === '1',
    dataConnectionAllow: e.DATA_CONNECTION_ALLOW,
    chatRateLimit: e.CHAT_RATE_LIMIT,
    indexJobLeaseMs: e.INDEX_JOB_LEASE_SECONDS * 1000,
    uploadOrphanGraceMs: e.UPLOAD_ORPHAN_GRACE_SECONDS * 1000,
    ...overrides,
  };
}
