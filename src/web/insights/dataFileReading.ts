import type { DataFile } from '../../contract/dataFiles.ts';

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'vertical bars',
};

/** How the server read a file, as sniffed from its bytes: 'Read as UTF-8 text, fields separated by semicolons.' */
export function dataFileReading(
  file: Pick<DataFile, 'format' | 'encoding' | 'delimiter' | 'sheetName'>,
): string {
  switch (file.format) {
    case 'csv':
    case 'tsv': {
      const delimiter = file.delimiter ?? (file.format === 'tsv' ? '\t' : ',');
      const separated = DELIMITER_NAMES[delimiter] ?? `'${delimiter}'`;
      return `Read as ${file.encoding ?? 'UTF-8'} text, fields separated by ${separated}.`;
    }
    case 'xlsx':
      return file.sheetName
        ? `Read from the sheet '${file.sheetName}' of an Excel workbook.`
        : 'Read from an Excel workbook.';
    case 'json':
      return 'Read as a JSON array of objects.';
    case 'jsonl':
      return 'Read as JSON lines, one object a line.';
  }
}
