import { z } from 'zod';

/** Messages of spec §5 (connection form) and the limits the server enforces on data-insights input. */
export const dataMessages = {
  projectNameRequired: 'Project Name is required.',
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  hostRequired: 'Host is required',
  portRequired: 'Port is required',
  portInvalid: 'Port must be a whole number from 1 to 65535.',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  noPassword: 'This database has no password',
  databaseRequired: 'Database is required',
  descriptionRequired: 'Please describe the data this module should show.',
  connectionSuccessful: 'Connection successful!',
  indexCreated: 'Index creation initiated successfully!',
  dashboardSaved: 'Dashboard saved successfully!',
} as const;

export const dataLimits = {
  projectName: 200,
  projectDescription: 2000,
  connectionName: 200,
  host: 255,
  username: 128,
  password: 1024,
  databaseName: 128,
  charset: 32,
  /** A PEM certificate authority; a chain of a few certificates fits. */
  caCertificate: 20_000,
  moduleTitle: 200,
  moduleDescription: 2000,
  sql: 20_000,
  modulesPerPage: 50,
  /** Rows a generated query may return; more are cut off. */
  rowLimit: 1000,
  /** Seconds a generated query may run. */
  statementTimeoutSeconds: 5,
} as const;

const text = (label: string, max: number, blankMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? blankMessage : `${label} must be text.`) })
    .trim()
    .min(1, blankMessage)
    .max(max, `${label} must be at most ${max} characters long.`)
    .refine((s) => !s.includes('\0'), `${label} must not contain NUL characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long.`)
    .refine((s) => !s.includes('\0'), `${label} must not contain NUL characters.`);

// ---------------------------------------------------------------- projects

export const dataProjectSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string(), gmtCreated: z.string() })
  .meta({ id: 'DataProject' });
export type DataProject = z.infer<typeof dataProjectSchema>;

export const dataProjectBody = z.object({
  name: text('Project Name', dataLimits.projectName, dataMessages.projectNameRequired),
  description: optionalText('Description', dataLimits.projectDescription).optional().default(''),
});
export type DataProjectInput = z.infer<typeof dataProjectBody>;

// ------------------------------------------------------------- connections

/** Wire values; the form shows PostgreSQL, MySQL, SQL Server, MongoDB. */
export const connectionTypes = ['POSTGRES', 'MYSQL', 'SQL_SERVER', 'MONGO'] as const;
export type ConnectionType = (typeof connectionTypes)[number];
export const connectionTypeLabels: Record<ConnectionType, string> = {
  POSTGRES: 'PostgreSQL',
  MYSQL: 'MySQL',
  SQL_SERVER: 'SQL Server',
  MONGO: 'MongoDB',
};
export const defaultPorts: Record<ConnectionType, number> = {
  POSTGRES: 5432,
  MYSQL: 3306,
  SQL_SERVER: 1433,
  MONGO: 27017,
};

/**
 * Connection properties are data, never driver options passed through: only these keys are
 * accepted, each with its own format. Anything else is refused with a message naming the key.
 */
export const connectionPropertyRules = {
  /** PostgreSQL / SQL Server schema to index (default public / dbo). */
  schema: /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/,
  /** PostgreSQL / SQL Server schemas never read when every schema is indexed: `excludeSchemas=audit,staging`. */
  excludeSchemas: /^[A-Za-z_][A-Za-z0-9_$]{0,62}(,[A-Za-z_][A-Za-z0-9_$]{0,62})*$/,
  /** MongoDB: the database holding the user. */
  authSource: /^[A-Za-z0-9_-]{1,64}$/,
} as const;
export type ConnectionPropertyName = keyof typeof connectionPropertyRules;

/** Schemas and databases that describe the server itself, never the user's data (pg_toast, pg_temp_3…). */
export const isSystemSchemaName = (name: string) =>
  /^(pg_.*|information_schema|mysql|performance_schema|sys|master|msdb|model|tempdb)$/i.test(name);
export type ConnectionProperties = Partial<Record<ConnectionPropertyName, string>>;

/** Properties whose value is a list: in the text, the names after one (`excludeSchemas=a,b`) belong to it. */
const listProperties: readonly ConnectionPropertyName[] = ['excludeSchemas'];

/** The schemas a connection leaves out, from its `excludeSchemas` property. */
export const excludedSchemasOf = (properties: ConnectionProperties): string[] =>
  (properties.excludeSchemas ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * How a connection uses TLS: not at all, encrypted only, or encrypted with the server's
 * certificate and host name verified (against the system's authorities and the optional CA).
 */
export const sslModes = ['off', 'require', 'verify'] as const;
export type SslMode = (typeof sslModes)[number];
export const sslModeLabels: Record<SslMode, string> = {
  off: 'Off',
  require: 'Require (encrypt only)',
  verify: 'Verify (encrypt, check certificate and host name)',
};

/** `schema=sales` (separated by ; & , or new lines) or an object of the same pairs. */
export function parseConnectionProperties(
  raw: string | Record<string, string> | null | undefined,
): { properties: ConnectionProperties } | { problem: string } {
  if (raw === null || raw === undefined) return { properties: {} };
  const pairs: [string, string][] =
    typeof raw === 'string'
      ? raw
          .split(/[;&,\n]/)
          .map((p) => p.trim())
          .filter(Boolean)
          .reduce<[string, string][]>((pairs, p) => {
            const at = p.indexOf('=');
            const last = pairs.at(-1);
            // A bare name after a list property is one more item of its list.
            if (at < 0 && last && listProperties.includes(last[0] as ConnectionPropertyName))
              last[1] = `${last[1]},${p}`;
            else pairs.push(at < 0 ? [p, ''] : [p.slice(0, at).trim(), p.slice(at + 1).trim()]);
            return pairs;
          }, [])
      : Object.entries(raw).map(([k, v]) => [k.trim(), String(v).trim()]);
  const properties: ConnectionProperties = {};
  for (const [key, value] of pairs) {
    if (!Object.hasOwn(connectionPropertyRules, key)) {
      const allowed = Object.keys(connectionPropertyRules).join(', ');
      return { problem: `Unknown connection property '${key}'. Allowed: ${allowed}.` };
    }
    const rule = connectionPropertyRules[key as ConnectionPropertyName];
    if (key === 'excludeSchemas') {
      const names = value.split(',').map((n) => n.trim());
      const bad = names.find((n) => !connectionPropertyRules.schema.test(n));
      if (bad !== undefined)
        return {
          problem:
            bad === ''
              ? `Connection property 'excludeSchemas' needs schema names separated by commas.`
              : `Connection property 'excludeSchemas': '${bad}' is not a schema name (letters, digits, _ and $, starting with a letter or _).`,
        };
      properties.excludeSchemas = [...new Set(names)].join(',');
      continue;
    }
    if (!rule.test(value)) return { problem: `Connection property '${key}' has an invalid value.` };
    if (key === 'schema' && isSystemSchemaName(value))
      return { problem: `Connection property 'schema' cannot name the system schema '${value}'.` };
    properties[key as ConnectionPropertyName] = value;
  }
  if (properties.schema && excludedSchemasOf(properties).includes(properties.schema))
    return {
      problem: `Connection property 'schema' names '${properties.schema}', which 'excludeSchemas' leaves out.`,
    };
  return { properties };
}

const portField = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? dataMessages.portRequired : dataMessages.portInvalid),
  })
  .transform((v, ctx) => {
    const s = String(v).trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: dataMessages.portRequired });
      return z.NEVER;
    }
    const n = Number(s);
    if (!/^\d+$/.test(s) || n < 1 || n > 65535) {
      ctx.addIssue({ code: 'custom', message: dataMessages.portInvalid });
      return z.NEVER;
    }
    return n;
  });

const connectionFieldsShape = {
  name: text('Name', dataLimits.connectionName, dataMessages.nameRequired),
  type: z.enum(connectionTypes, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? dataMessages.typeRequired
        : `Type must be one of ${connectionTypes.join(', ')}.`,
  }),
  host: text('Host', dataLimits.host, dataMessages.hostRequired).refine(
    (h) => /^[A-Za-z0-9._:[\]-]+$/.test(h),
    'Host must be a host name or an IP address.',
  ),
  port: portField,
  username: text('Username', dataLimits.username, dataMessages.usernameRequired),
  /** Write-only: stored encrypted, never returned. Empty for a database without a password. */
  password: z
    .string({ error: dataMessages.passwordRequired })
    .max(dataLimits.password, `Password must be at most ${dataLimits.password} characters long.`),
  databaseName: text('Database', dataLimits.databaseName, dataMessages.databaseRequired),
  charset: optionalText('Charset', dataLimits.charset).nullable().optional(),
  properties: z
    .union([z.string().max(2000), z.record(z.string(), z.string())])
    .nullable()
    .optional(),
  /** TLS: absent means off, as before SSL modes existed; the dialog starts new connections at verify. */
  ssl: z
    .enum(sslModes, { error: `SSL mode must be one of ${sslModes.join(', ')}.` })
    .optional()
    .default('off'),
  caCertificate: z
    .string({ error: 'CA certificate must be text.' })
    .trim()
    .max(
      dataLimits.caCertificate,
      `CA certificate must be at most ${dataLimits.caCertificate} characters long.`,
    )
    .refine(
      (pem) => pem === '' || /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/.test(pem),
      'CA certificate must be a PEM certificate (-----BEGIN CERTIFICATE----- ...).',
    )
    .nullable()
    .optional(),
};

const checkProperties = (
  body: { properties?: string | Record<string, string> | null },
  ctx: z.RefinementCtx,
) => {
  const parsed = parseConnectionProperties(body.properties);
  if ('problem' in parsed) ctx.addIssue({ code: 'custom', path: ['properties'], message: parsed.problem });
};

/** The fields of a connection as the dialog sends them (create and test). */
export const connectionBody = z.object(connectionFieldsShape).superRefine(checkProperties);

/** An edit: the same fields, where a password left out keeps the stored one. */
export const connectionUpdateBody = z
  .object({ ...connectionFieldsShape, password: connectionFieldsShape.password.optional() })
  .superRefine(checkProperties);
export type ConnectionUpdate = z.output<typeof connectionUpdateBody>;

export type ConnectionInput = z.input<typeof connectionBody>;

/** A stored connection as the API returns it: never the password. */
export const dataConnectionSchema = z
  .object({
    id: z.string(),
    projectId: z.string().nullable(),
    name: z.string(),
    type: z.enum(connectionTypes),
    host: z.string(),
    port: z.number(),
    username: z.string(),
    databaseName: z.string(),
    charset: z.string().nullable(),
    properties: z.record(z.string(), z.string()),
    ssl: z.enum(sslModes),
    /** The certificate authority the server is verified against, beside the system's own. */
    caCertificate: z.string().nullable(),
    /** When Make Index last read its schema; null before. */
    indexedAt: z.string().nullable(),
    gmtCreated: z.string(),
  })
  .meta({ id: 'DataConnection' });
export type DataConnection = z.infer<typeof dataConnectionSchema>;

/** The short form of GET /api/data-connections. */
export const dataConnectionSummarySchema = dataConnectionSchema.pick({ id: true, name: true, type: true });

/** A successful connection test; a failed one is an error reply whose message gives the reason. */
export const connectionTestResultSchema = z
  .object({
    serverVersion: z.string(),
    latencyMs: z.number(),
    /** True when the login may change data or create objects; null when the engine cannot tell. */
    canWrite: z.boolean().nullable(),
  })
  .meta({ id: 'ConnectionTestResult' });
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

// ----------------------------------------------------------------- catalog

/** How a column is used in analysis, in the manner of Metabase's X-rays. */
export const columnRoles = ['measure', 'time', 'category', 'key', 'identifier'] as const;
export type ColumnRole = (typeof columnRoles)[number];

export const catalogColumnSchema = z.object({
  name: z.string(),
  /** The engine's own type name. */
  dataType: z.string(),
  kind: z.enum(['number', 'text', 'time', 'boolean', 'other']),
  nullable: z.boolean(),
  primaryKey: z.boolean(),
  /** A key of its own besides the primary key: no two rows share its value (a profile's `user_id`). */
  unique: z.boolean().optional(),
  /** The table and column this column refers to, when it is a foreign key. */
  references: z.object({ table: z.string(), column: z.string() }).nullable(),
  role: z.enum(columnRoles),
  /** Distinct values of a text column of modest cardinality (at most 50), else null. */
  values: z.array(z.string()).nullable(),
  /** The comment the database keeps on the column, when it has one. */
  comment: z.string().optional(),
  /** The column in words a business user reads ('city' for `st_city`), as the catalog is served. */
  label: z.string().optional(),
});
export type CatalogColumn = z.infer<typeof catalogColumnSchema>;

export const catalogTableSchema = z.object({
  /** Table or collection name (schema-qualified only when outside the default schema). */
  name: z.string(),
  rowEstimate: z.number(),
  /** A view (or materialised view) rather than a base table: the planner prefers base tables. */
  view: z.boolean().optional(),
  /** The table in words a business user reads ('store' for `dim_store`), as the catalog is served. */
  label: z.string().optional(),
  columns: z.array(catalogColumnSchema),
});
export type CatalogTable = z.infer<typeof catalogTableSchema>;

/** What a catalog entry reads from: a connection's engine, or 'FILES' for the project's uploaded files. */
export const catalogSourceTypes = [...connectionTypes, 'FILES'] as const;
export type CatalogSourceType = (typeof catalogSourceTypes)[number];

export const connectionCatalogSchema = z
  .object({
    /** The connection's id, or 'files' (FILES_DATA_SOURCE) for the project's uploaded files. */
    connectionId: z.string(),
    name: z.string(),
    type: z.enum(catalogSourceTypes),
    indexedAt: z.string().nullable(),
    tables: z.array(catalogTableSchema),
  })
  .meta({ id: 'ConnectionCatalog' });
export type ConnectionCatalog = z.infer<typeof connectionCatalogSchema>;

export const projectCatalogSchema = z
  .object({ connections: z.array(connectionCatalogSchema) })
  .meta({ id: 'ProjectCatalog' });
export type ProjectCatalog = z.infer<typeof projectCatalogSchema>;

export const makeIndexResultSchema = z
  .object({
    tables: z.number(),
    columns: z.number(),
    indexedAt: z.string(),
    connections: z.array(
      z.object({ connectionId: z.string(), name: z.string(), tables: z.number(), columns: z.number() }),
    ),
  })
  .meta({ id: 'MakeIndexResult' });
export type MakeIndexResult = z.infer<typeof makeIndexResultSchema>;

// ------------------------------------------------------ generated content

/**
 * What a module shows (spec §3 'Generated content'), drawn by the module renderer: a tree of
 * typed nodes. Layout nodes `row` (children are `column`s) and `div` (children stacked) hold
 * content nodes. Charts read `data.dataSet` (rows of plain values) with `data.indexBy` (the
 * category or x column) and `data.keys` (the value columns); a chart without a dataSet shows
 * 'Awaiting data'. Unknown types are skipped by the renderer.
 */
export const layoutNodeTypes = ['div', 'row', 'column'] as const;
export const contentNodeTypes = [
  'heading',
  'text',
  'link',
  'image',
  'list',
  'quote',
  'code',
  'table',
] as const;
export const chartNodeTypes = [
  'bar',
  'line',
  'pie',
  'area',
  'scatter',
  'radar',
  'radialbar',
  'treemap',
  'funnel',
] as const;
export type ChartNodeType = (typeof chartNodeTypes)[number];

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CellValue = z.infer<typeof cellValue>;

export interface ContentNode {
  id: string;
  /** One of the layout, content or chart types above; others are skipped when drawn. */
  type: string;
  data: ContentNodeData;
}

export interface ContentNodeData {
  /** Pixels; charts default to the golden ratio of their width when absent. */
  height?: number;
  /** Child nodes of `div`, `row` and `column`. */
  children?: ContentNode[];
  /** heading, text, quote, code: the words; link: the label. */
  text?: string;
  /** heading: 1-6. */
  level?: number;
  /** link target; image source. */
  href?: string;
  src?: string;
  alt?: string;
  /** list items; `ordered` numbers them. */
  items?: string[];
  ordered?: boolean;
  language?: string;
  /** table. */
  columns?: { header: string; key: string }[];
  rows?: Record<string, CellValue>[];
  /** charts. */
  dataSet?: Record<string, CellValue>[];
  indexBy?: string;
  keys?: string[];
  /** Axis and legend labels of charts. */
  xLabel?: string;
  yLabel?: string;
}

const contentNodeDataSchema = z.object({
  height: z.number().optional(),
  /** Child nodes; each is checked against this same schema by `contentNodeSchema`. */
  children: z.array(z.looseObject({})).max(200).optional(),
  text: z.string().max(20_000).optional(),
  level: z.number().int().min(1).max(6).optional(),
  href: z.string().max(2000).optional(),
  src: z.string().max(2000).optional(),
  alt: z.string().max(500).optional(),
  items: z.array(z.string().max(2000)).max(500).optional(),
  ordered: z.boolean().optional(),
  language: z.string().max(40).optional(),
  columns: z
    .array(z.object({ header: z.string(), key: z.string() }))
    .max(100)
    .optional(),
  rows: z.array(z.record(z.string(), cellValue)).max(dataLimits.rowLimit).optional(),
  dataSet: z.array(z.record(z.string(), cellValue)).max(dataLimits.rowLimit).optional(),
  indexBy: z.string().optional(),
  keys: z.array(z.string()).max(50).optional(),
  xLabel: z.string().max(200).optional(),
  yLabel: z.string().max(200).optional(),
});

const MAX_CONTENT_DEPTH = 8;
const contentNodeShape = z.object({
  id: z.string().max(200),
  type: z.string().max(40),
  data: contentNodeDataSchema,
});

/**
 * The node schema is flat for the OpenAPI document (its generator cannot follow a recursive
 * schema); the children are checked node by node here, to a bounded depth.
 */
export const contentNodeSchema = contentNodeShape
  .superRefine((node, ctx) => {
    const check = (children: unknown[] | undefined, path: (string | number)[], depth: number) => {
      children?.forEach((child, i) => {
        const at = [...path, 'data', 'children', i];
        if (depth > MAX_CONTENT_DEPTH) {
          ctx.addIssue({
            code: 'custom',
            path: at,
            message: `Content may nest at most ${MAX_CONTENT_DEPTH} levels deep.`,
          });
          return;
        }
        const parsed = contentNodeShape.safeParse(child);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            ctx.addIssue({
              code: 'custom',
              path: [...at, ...issue.path.map(String)],
              message: issue.message,
            });
          return;
        }
        check(parsed.data.data.children, at, depth + 1);
      });
    };
    check(node.data.children, [], 1);
  })
  .meta({ id: 'ContentNode' }) as unknown as z.ZodType<ContentNode>;

// ---------------------------------------------------------------- modules

export const moduleTypes = ['chart', 'table', 'kpi', 'text', 'pie', 'line'] as const;
export type ModuleType = (typeof moduleTypes)[number];
export const moduleStatuses = ['placeholder', 'generating', 'generated', 'error'] as const;
export type ModuleStatus = (typeof moduleStatuses)[number];

const productFormulaSchema = z.object({
  kind: z.literal('product'),
  factors: z.array(z.string().max(200)).min(2).max(4),
  discount: z.string().max(200).nullable(),
});

/**
 * A measure computed from several columns of its table: line revenue (price × quantity ×
 * (1 − discount)), the days between two dates, a ratio of two sums, a sum per distinct key.
 */
export const measureFormulaSchema = z.discriminatedUnion('kind', [
  productFormulaSchema,
  z.object({
    kind: z.literal('days'),
    start: z.string().max(200),
    end: z.string().max(200),
    /** The time taken counted in days (the default), hours or minutes. */
    unit: z.enum(['day', 'hour', 'minute']).optional(),
  }),
  z.object({ kind: z.literal('ratio'), numerator: z.string().max(200), denominator: z.string().max(200) }),
  z.object({ kind: z.literal('perKey'), key: z.string().max(200), of: productFormulaSchema.nullable() }),
  /** A metric defined on the connection, by its stored expression (generation uses the stored one). */
  z.object({
    kind: z.literal('expression'),
    sql: z.string().max(2000),
    columns: z.array(z.string().max(200)).max(500),
  }),
]);

/** What the planner understood of a description, in parts and in words. */
export const queryPlanSchema = z
  .object({
    /** One sentence: 'Sum of sales by region, top 5'. */
    summary: z.string(),
    measure: z.object({
      aggregate: z.enum(['count', 'sum', 'avg', 'min', 'max', 'count_distinct', 'none']),
      table: z.string(),
      column: z.string().nullable(),
      label: z.string().max(200),
      /** Set when the measure is computed from several columns rather than read from one. */
      formula: measureFormulaSchema.nullable().optional(),
    }),
    /** Keeps only the groups whose measure compares so ('lose money': below 0). */
    having: z
      .object({ operator: z.enum(['<', '>']), value: z.number() })
      .nullable()
      .optional(),
    dimensions: z.array(z.object({ table: z.string(), column: z.string(), label: z.string() })),
    timeGrain: z.enum(['day', 'week', 'month', 'quarter', 'year']).nullable(),
    filters: z.array(
      z.object({
        table: z.string(),
        column: z.string(),
        /** 'is empty' and 'is set' ask whether the column holds a value; their value is ''. */
        operator: z.enum(['=', '>=', '<', 'is empty', 'is set']),
        value: z.union([z.string(), z.number()]),
        /** The condition as a person reads it ('region is North', 'weekend is set'), when read from a description. */
        label: z.string().max(300).optional(),
      }),
    ),
    /** Tables joined along foreign keys, in join order (the measure's table first). */
    tables: z.array(z.string()),
    order: z.enum(['asc', 'desc']).nullable(),
    limit: z.number().nullable(),
    /** The share of the description's words the reading accounts for (0–1). */
    confidence: z.number().optional(),
  })
  .meta({ id: 'QueryPlan' });
export type QueryPlan = z.infer<typeof queryPlanSchema>;

export const insightModuleSchema = z
  .object({
    id: z.string().min(1).max(100),
    title: z.string().max(dataLimits.moduleTitle),
    description: z.string().max(dataLimits.moduleDescription),
    /** A connection id of the project, as a string; '' when none is chosen yet. */
    dataSource: z.string().max(100),
    moduleType: z.enum(moduleTypes),
    status: z.enum(moduleStatuses),
    generatedContent: contentNodeSchema.nullable().optional(),
    /** The statement the module's content came from. */
    query: z.string().max(dataLimits.sql).nullable().optional(),
    /** SQL the analyst wrote by hand: generation runs it, under the same read-only checks, instead of planning the description. */
    sql: z.string().max(dataLimits.sql).nullable().optional(),
    /** How the planner read the description when the content was last generated; it names the module unless the user typed a title. */
    interpretation: z.string().max(1000).nullable().optional(),
    /** A reading the user corrected in parts (or chose among the alternatives): generation runs it instead of planning the description. */
    plan: queryPlanSchema.nullable().optional(),
  })
  .meta({ id: 'InsightModule' });
export type InsightModule = z.infer<typeof insightModuleSchema>;

export const generatePageResultSchema = z
  .object({ modules: z.array(insightModuleSchema) })
  .meta({ id: 'GeneratedPageLayout' });
export type GeneratePageResult = z.infer<typeof generatePageResultSchema>;

export const generateModuleBody = z.object({
  projectId: z.string({ error: 'projectId is required.' }).min(1, 'projectId is required.').max(100),
  description: text('Description', dataLimits.moduleDescription, dataMessages.descriptionRequired),
  dataSource: z.string({ error: 'Data Source is required.' }).min(1, 'Data Source is required.').max(100),
  moduleType: z.enum(moduleTypes, { error: `Module Type must be one of ${moduleTypes.join(', ')}.` }),
  /** A hand-written query, run under the same read-only checks instead of planning one. */
  sql: optionalText('SQL', dataLimits.sql).nullable().optional(),
  /**
   * A reading edited by the user (or one of the alternatives offered): checked against the
   * catalog and run instead of planning the description again.
   */
  plan: queryPlanSchema.nullable().optional(),
});
export type GenerateModuleInput = z.infer<typeof generateModuleBody>;

/** One way to read a description: its sentence and its plan. */
export const moduleReadingSchema = z
  .object({ interpretation: z.string(), plan: queryPlanSchema })
  .meta({ id: 'ModuleReading' });
export type ModuleReading = z.infer<typeof moduleReadingSchema>;

export const generateModuleResultSchema = z
  .object({
    generatedContent: contentNodeSchema,
    /** The statement that ran (SQL, or the MongoDB pipeline as JSON). */
    query: z.string(),
    /** What the planner understood; null for hand-written SQL. */
    plan: queryPlanSchema.nullable(),
    /** The reading in a business user's words ('Total sales by region, top 5'); null for hand-written SQL. */
    interpretation: z.string().nullable().optional(),
    /**
     * Other readings that scored close to this one (see CLOSE_READING_MARGIN), best first: choosing
     * one generates again from its plan.
     */
    alternatives: z.array(moduleReadingSchema).optional(),
    rowCount: z.number(),
    /** True when the row limit cut the result short. */
    truncated: z.boolean(),
  })
  .meta({ id: 'GeneratedModule' });
export type GenerateModuleResult = z.infer<typeof generateModuleResultSchema>;

// ------------------------------------------------------------------ pages

export const savePageBody = z.object({
  title: optionalText('Title', dataLimits.moduleTitle).optional(),
  modules: z
    .array(insightModuleSchema)
    .max(dataLimits.modulesPerPage, `A page holds at most ${dataLimits.modulesPerPage} modules.`),
});
export const emptyPageMessage = 'Add at least one module before saving.';
export type SavePageInput = z.infer<typeof savePageBody>;

/** A saved report page: one per project, replaced by each save. */
export const insightPageSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    title: z.string(),
    modules: z.array(insightModuleSchema),
    savedAt: z.string(),
  })
  .meta({ id: 'InsightPage' });
export type InsightPage = z.infer<typeof insightPageSchema>;

/** Where `npm start` serves the Superstore sample database ('Use the sample database'). */
export const sampleDatabaseSchema = z
  .object({
    available: z.boolean(),
    type: z.literal('POSTGRES'),
    host: z.string(),
    port: z.number(),
    databaseName: z.string(),
    username: z.string(),
  })
  .meta({ id: 'SampleDatabase' });
export type SampleDatabaseInfo = z.infer<typeof sampleDatabaseSchema>;
