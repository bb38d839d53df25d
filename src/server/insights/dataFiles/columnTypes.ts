import type { DataFileColumnType } from '../../../contract/dataFiles.ts';

/** The DuckDB type that holds each column type. */
export const ENGINE_TYPE: Record<DataFileColumnType, string> = {
  integer: 'BIGINT',
  decimal: 'DOUBLE',
  boolean: 'BOOLEAN',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
  text: 'VARCHAR',
};

/** The order types are tried in when inferring: the narrowest that fits every value wins. */
export const INFERENCE_ORDER: DataFileColumnType[] = ['boolean', 'integer', 'decimal', 'date', 'timestamp'];

const INTEGER = String.raw`[-+]?\d{1,18}`;
const DECIMAL = String.raw`[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?`;
const DATE = String.raw`\d{4}-\d{1,2}-\d{1,2}`;
const TIMESTAMP = String.raw`\d{4}-\d{1,2}-\d{1,2}([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?`;

const matches = (text: string, pattern: string) => `regexp_full_match(${text}, '${pattern}')`;

/** SQL that is true when the text `text` (trimmed, not null) can be held by `type`. */
export function fits(text: string, type: DataFileColumnType): string {
  const t = `trim(${text})`;
  switch (type) {
    case 'boolean':
      return `lower(${t}) IN ('true', 'false')`;
    case 'integer':
      return `(${matches(t, INTEGER)} AND TRY_CAST(${t} AS BIGINT) IS NOT NULL)`;
    case 'decimal':
      return `(${matches(t, DECIMAL)} AND TRY_CAST(${t} AS DOUBLE) IS NOT NULL)`;
    case 'date':
      return `(${matches(t, DATE)} AND TRY_CAST(${t} AS DATE) IS NOT NULL)`;
    case 'timestamp':
      return `(${matches(t, TIMESTAMP)} AND TRY_CAST(${t} AS TIMESTAMP) IS NOT NULL)`;
    case 'text':
      return 'TRUE';
  }
}

/** SQL converting the text `text` to `type` (call only where `fits` holds or the text is null). */
export function convert(text: string, type: DataFileColumnType): string {
  const t = `trim(${text})`;
  if (type === 'text') return text;
  if (type === 'boolean') return `(lower(${t}) = 'true')`;
  return `CAST(${t} AS ${ENGINE_TYPE[type]})`;
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
