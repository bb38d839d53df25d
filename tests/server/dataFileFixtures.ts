import ExcelJS from 'exceljs';

/** Twelve sales over three months; revenue per month is 60, 150 and 240. */
export const SALES_CSV = [
  'Order Date,Region,Revenue,Units',
  ...[1, 2, 3].flatMap((month) =>
    [1, 2, 3, 4].map(
      (n) =>
        `2024-0${month}-${String(n * 5).padStart(2, '0')},${n % 2 ? 'North' : 'South'},${month * 5 * n},${n}`,
    ),
  ),
].join('\n');
export const REVENUE_BY_MONTH: Record<string, number> = { '2024-01': 50, '2024-02': 100, '2024-03': 150 };

/** Semicolons, a quoted field holding the delimiter, a BOM-less windows-1252 file with accents. */
export const LATIN1_SEMICOLON = Buffer.from(
  'Nom;Ville;Prix\n"Dupont; Jean";Orléans;12,5\nMüller;Zürich;7\n',
  'latin1',
);

export const BOM_CSV = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from('name,amount\nÅsa,3\nBo,4\n'),
]);

export async function workbook(
  sheets: { name: string; rows: unknown[][]; merge?: string }[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = book.addWorksheet(s.name);
    for (const row of s.rows) sheet.addRow(row);
    if (s.merge) sheet.mergeCells(s.merge);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
