import { z } from 'zod';
import { endpoints } from './endpoint.ts';

/** What a project's uploaded spreadsheets and data files are read from. */
export const dataFileFormats = ['csv', 'tsv', 'xlsx', 'json', 'jsonl'] as const;
export type DataFileFormat = (typeof dataFileFormats)[number];

/** The types a column of an uploaded file can hold, inferred from its values and changeable. */
export const dataFileColumnTypes = ['integer', 'decimal', 'boolean', 'date', 'timestamp', 'text'] as const;
export type DataFileColumnType = (typeof dataFileColumnTypes)[number];

export const dataFileStatuses = ['importing', 'ready', 'failed'] as const;

/** The `dataSource` of a module that queries the project's files rather than a connection. */
export const FILES_DATA_SOURCE = 'files';

export const dataFileColumnSchema = z.object({
  /** The cleaned, identifier-safe, unique name the table uses. */
  name: z.string(),
  /** The header as the file had it. */
  label: z.string(),
  type: z.enum(dataFileColumnTypes),
});
export type DataFileColumn = z.infer<typeof dataFileColumnSchema>;

export const dataFileSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    fileName: z.string(),
    /** The workbook sheet this table came from; null for files without sheets. */
    sheetName: z.string().nullable(),
    tableName: z.string(),
    format: z.enum(dataFileFormats),
    /** What was sniffed from the bytes ('UTF-8', 'windows-1252'); null where it does not apply. */
    encoding: z.string().nullable(),
    delimiter: z.string().nullable(),
    size: z.number(),
    rowCount: z.number(),
    columns: z.array(dataFileColumnSchema),
    status: z.enum(dataFileStatuses),
    statusReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DataFile' });
export type DataFile = z.infer<typeof dataFileSchema>;

/** An upload's tables (a workbook gives one per sheet) and what the user should know about them. */
export const dataFileUploadResultSchema = z
  .object({
    files: z.array(dataFileSchema),
    /** Plain sentences: skipped rows, columns that fell back to text, and the like. */
    notices: z.array(z.string()),
  })
  .meta({ id: 'DataFileUpload' });
export type DataFileUploadResult = z.infer<typeof dataFileUploadResultSchema>;

/**
 * The data of a 422 that refuses a file for rows whose field count differs from the header's:
 * sending it again with `skipBadRows` imports the rest.
 */
export const dataFileBadRowsSchema = z.object({
  badRows: z.object({
    count: z.number().int().positive(),
    /** The first lines of such rows, at most ten. */
    lines: z.array(z.number().int().positive()),
  }),
});
export type DataFileBadRows = z.infer<typeof dataFileBadRowsSchema>;

export const dataFileUploadQuery = z.object({
  /** 'true' skips rows whose field count differs from the header, and says how many. */
  skipBadRows: z.enum(['true', 'false']).optional(),
});

export const dataFileRowsSchema = z
  .object({
    columns: z.array(dataFileColumnSchema),
    /** The first 100 rows, keyed by column name. */
    rows: z.array(z.record(z.string(), z.unknown())),
    rowCount: z.number(),
  })
  .meta({ id: 'DataFileRows' });
export type DataFileRows = z.infer<typeof dataFileRowsSchema>;

export const dataFileUpdateBody = z.object({
  tableName: z
    .string()
    .min(1, 'Table name is required.')
    .max(63, 'Table name must be at most 63 characters.')
    .optional(),
  /** Columns whose type changes; a value that does not fit the new type refuses the change. */
  columns: z
    .array(z.object({ name: z.string(), type: z.enum(dataFileColumnTypes) }))
    .max(1000)
    .optional(),
});
export type DataFileUpdateInput = z.infer<typeof dataFileUpdateBody>;

const projectParams = z.object({ projectId: z.string() });
const fileParams = z.object({ fileId: z.string() });

export const dataFileEndpoints = endpoints('Data files', {
  list: {
    method: 'get',
    path: '/api/data/files/project/{projectId}',
    summary: "The project's uploaded files, oldest first",
    params: projectParams,
    data: z.array(dataFileSchema),
  },
  upload: {
    method: 'post',
    path: '/api/data/files/project/{projectId}',
    summary: 'Upload a CSV, TSV, XLSX or JSON file; each table is imported into the project',
    params: projectParams,
    query: dataFileUploadQuery,
    multipartFile: 'file',
    data: dataFileUploadResultSchema,
    status: 201,
  },
  rows: {
    method: 'get',
    path: '/api/data/files/{fileId}/rows',
    summary: "A file's first 100 rows with its column types",
    params: fileParams,
    data: dataFileRowsSchema,
  },
  update: {
    method: 'put',
    path: '/api/data/files/{fileId}',
    summary: "Rename a file's table or change its columns' types",
    params: fileParams,
    body: dataFileUpdateBody,
    data: dataFileSchema,
  },
  reimport: {
    method: 'post',
    path: '/api/data/files/{fileId}/reimport',
    summary: "Replace a file's rows with a new upload of the same table",
    params: fileParams,
    query: dataFileUploadQuery,
    multipartFile: 'file',
    data: dataFileUploadResultSchema,
  },
  remove: {
    method: 'delete',
    path: '/api/data/files/{fileId}',
    summary: 'Delete a file and its table',
    params: fileParams,
    data: z.null(),
  },
});
