import ExcelJS from 'exceljs';
import { mergedRanges } from './headerMerges.ts';
import { BadDataFile, eachOf, type SourceRow, type SourceTable } from './tableSource.ts';

/** A sheet cell as text: dates as ISO dates or timestamps, formulas as their results. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return (v.richText as { text: string }[]).map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return String(value);
}

const rowCells = (values: unknown) =>
  Array.isArray(values) ? Array.from(values.slice(1), (v) => cellText(v)) : [];

/**
 * Each sheet of a workbook as a table, streamed: the first non-empty row is its header. A sheet
 * must be read to its end before the next one is asked for. Empty sheets are left out.
 */
export async function* readXlsx(path: string): AsyncGenerator<SourceTable> {
  const merges = await mergedRanges(path).catch(() => {
    throw new BadDataFile('The file is not a valid Excel workbook (.xlsx).');
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let sheetNo = 0;
  (reader as unknown as NodeJS.EventEmitter).on('entry', (entry: { type: string; id?: number }) => {
    if (entry.type === 'worksheet' && entry.id !== undefined) sheetNo = Number(entry.id);
  });
  try {
    for await (const sheet of reader) {
      const name = (sheet as unknown as { name: string }).name;
      const rows = (sheet as AsyncIterable<ExcelJS.Row>)[Symbol.asyncIterator]();
      let header: ExcelJS.Row | undefined;
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        if (rowCells(next.value.values).some((c) => c !== null)) {
          header = next.value;
          break;
        }
      }
      if (!header) continue;
      const headerRow = header.number;
      const merged = (merges.get(sheetNo) ?? []).find(
        (m) => m.firstRow <= headerRow && m.lastRow >= headerRow,
      );
      if (merged)
        throw new BadDataFile(
          `The sheet '${name}' has merged header cells in row ${headerRow}: unmerge them so each column has a header of its own.`,
        );
      const body = async function* (): AsyncGenerator<SourceRow> {
        for (let next = await rows.next(); !next.done; next = await rows.next()) {
          const cells = rowCells(next.value.values);
          if (cells.every((c) => c === null)) continue;
          yield { line: next.value.number, cells };
        }
      };
      yield {
        sheetName: name,
        headers: rowCells(header.values).map((c) => c ?? ''),
        eachRow: eachOf(body()),
      };
    }
  } catch (err) {
    if (err instanceof BadDataFile) throw err;
    throw new BadDataFile(`The file is not a valid Excel workbook (.xlsx): ${(err as Error).message}`);
  }
}
