import { z } from 'zod';

/**
 * A connection's definitions: the user's own small semantic layer over its catalog. Metrics name
 * an aggregate expression over one table; other names let the user's words reach a table or a
 * column; a column's description adds words it is known by, and its role (the time, a category…)
 * overrides the role the index inferred.
 */

const words = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`);

const tableName = words('The table', 200);

/** A name a person types in a description: letters, digits, spaces, hyphens and apostrophes. */
const spokenName = words('The name', 60).regex(
  /^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u,
  'A name uses letters, digits, spaces, hyphens and apostrophes, and starts with a letter or digit.',
);

export const metricDefinitionSchema = z.object({
  name: spokenName,
  /** An aggregate expression over the table's columns: `sum(unit_price * quantity * (1 - discount))`. */
  expression: words('The expression', 500),
  table: tableName,
  description: z.string().trim().max(300, 'A description is at most 300 characters.').optional(),
});
export type MetricDefinition = z.infer<typeof metricDefinitionSchema>;

/** Another name for a table (`object`: 'employees') or a column ('employees.last_name'). */
export const otherNameSchema = z.object({
  object: words('The table or column', 400),
  name: spokenName,
});
export type OtherName = z.infer<typeof otherNameSchema>;

/** The roles a person may give a column; 'time' and 'category' are the ones people correct. */
export const definedRoles = ['time', 'category', 'measure', 'identifier'] as const;
export type DefinedRole = (typeof definedRoles)[number];

/** What the user says of one column ('orders.ship_country'): words it is known by, and its role. */
export const columnDefinitionSchema = z
  .object({
    column: words('The column', 400),
    description: z.string().trim().max(300, 'A description is at most 300 characters.').optional(),
    role: z
      .enum(definedRoles, { error: "A role is 'time', 'category', 'measure' or 'identifier'." })
      .optional(),
  })
  .refine((c) => Boolean(c.description) || c.role !== undefined, {
    message: 'Give the column a description, a role, or both.',
  });
export type ColumnDefinition = z.infer<typeof columnDefinitionSchema>;

const unique = <T>(list: T[], key: (item: T) => string) => new Set(list.map(key)).size === list.length;

export const connectionDefinitionsSchema = z
  .object({
    metrics: z.array(metricDefinitionSchema).max(50, 'At most 50 metrics.').default([]),
    names: z.array(otherNameSchema).max(100, 'At most 100 other names.').default([]),
    columns: z.array(columnDefinitionSchema).max(200, 'At most 200 column definitions.').default([]),
  })
  .refine((d) => unique(d.metrics, (m) => m.name.toLowerCase()), {
    message: 'Two metrics have the same name; give each its own.',
    path: ['metrics'],
  })
  .refine((d) => unique([...d.metrics, ...d.names], (m) => m.name.toLowerCase()), {
    message: 'A name is used twice (as a metric or another name); give each its own.',
    path: ['names'],
  })
  .refine((d) => unique(d.columns, (c) => c.column), {
    message: 'A column is defined twice; keep one line for it.',
    path: ['columns'],
  });
export type ConnectionDefinitions = z.infer<typeof connectionDefinitionsSchema>;
/** What a client sends: the lists may be left out. */
export type ConnectionDefinitionsRequest = z.input<typeof connectionDefinitionsSchema>;

export const emptyDefinitions = (): ConnectionDefinitions => ({
  metrics: [],
  names: [],
  columns: [],
});

/** Definitions as stored (older rows hold `{}`): every list present. */
export function storedDefinitions(value: unknown): ConnectionDefinitions {
  const parsed = connectionDefinitionsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : emptyDefinitions();
}

/**
 * The table and column an object names: the whole text when it is a table of the catalog, else the
 * text before its last dot (tables outside the default schema are named `schema.table`).
 */
export function objectParts(object: string, isTable: (name: string) => boolean) {
  if (isTable(object)) return { table: object, column: undefined };
  const dot = object.lastIndexOf('.');
  return dot > 0
    ? { table: object.slice(0, dot), column: object.slice(dot + 1) }
    : { table: object, column: undefined };
}
