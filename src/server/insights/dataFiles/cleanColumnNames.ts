import { identifierName, uniqueName } from './identifierName.ts';

/**
 * Identifier-safe, unique column names for a file's headers, the header kept as the label. Blank
 * and repeated headers get names of their own, and the notices say which.
 */
export function cleanColumnNames(headers: string[]): {
  columns: { name: string; label: string }[];
  notices: string[];
} {
  const taken = new Set<string>();
  const blank: number[] = [];
  const repeated = new Set<string>();
  const seenLabels = new Set<string>();
  const columns = headers.map((header, i) => {
    const label = header.trim();
    if (label === '') blank.push(i + 1);
    else if (seenLabels.has(label.toLowerCase())) repeated.add(label);
    seenLabels.add(label.toLowerCase());
    const name = uniqueName(identifierName(label) || `column_${i + 1}`, (c) => taken.has(c));
    taken.add(name);
    return { name, label: label || name };
  });
  const notices: string[] = [];
  if (blank.length)
    notices.push(
      `${blank.length === 1 ? 'Column' : 'Columns'} ${blank.join(', ')} had no header and ${blank.length === 1 ? 'was' : 'were'} named ${blank.map((i) => columns[i - 1]!.name).join(', ')}.`,
    );
  for (const label of repeated) {
    const names = columns.filter((c) => c.label.toLowerCase() === label.toLowerCase()).map((c) => c.name);
    notices.push(
      `The header '${label}' appears ${names.length} times; the columns are named ${names.join(', ')}.`,
    );
  }
  return { columns, notices };
}
