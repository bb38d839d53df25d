import type { DataFileFormat } from './dataFiles.ts';
import { fileExtension } from './readableFiles.ts';

/** Each data file type by the name people know it by, with its extensions and the format it is read as. */
export const dataFileTypes: readonly {
  label: string;
  extensions: Readonly<Record<string, DataFileFormat>>;
}[] = [
  { label: 'CSV', extensions: { '.csv': 'csv' } },
  { label: 'TSV', extensions: { '.tsv': 'tsv' } },
  { label: 'Excel (XLSX)', extensions: { '.xlsx': 'xlsx' } },
  { label: 'JSON', extensions: { '.json': 'json' } },
  { label: 'JSON lines', extensions: { '.jsonl': 'jsonl', '.ndjson': 'jsonl' } },
];

const formatByExtension = new Map(dataFileTypes.flatMap((type) => Object.entries(type.extensions)));

/** Every accepted extension, lower case with its dot: the file picker's `accept`. */
export const dataFileExtensions: readonly string[] = [...formatByExtension.keys()];

/** The accepted types as a phrase: 'CSV, TSV, … or JSON lines'. */
export const dataFileTypesPhrase = (() => {
  const labels = dataFileTypes.map((type) => type.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
})();

/** The format a file of this name is read as, or null when it is not a data file. */
export function dataFileFormatOf(fileName: string): DataFileFormat | null {
  return formatByExtension.get(fileExtension(fileName)) ?? null;
}
