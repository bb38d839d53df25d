import type { CellValue, ContentNode } from '../../../contract/dataInsights.ts';
import { isIdentifierColumn } from '../../../contract/identifierColumns.ts';
import { ChartNode } from './ChartNode.tsx';
import { isChartType } from './chartTypes.ts';
import { displayValue } from './displayValue.ts';
import * as s from './ModuleRenderer.css.ts';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Links and images only leave for the web: no `javascript:` or `data:` addresses from content. */
const safeUrl = (url: string | undefined) => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined);

/**
 * Draws a module's generated content (spec §2 'Rendered module layout'): rows of columns holding
 * headings, text, links, images, lists, quotes, code, tables and charts. Types it does not know
 * are skipped. `headingLevel` is the level a level-1 heading of the content takes on the page.
 */
export function ModuleRenderer({ node, headingLevel = 3 }: { node: ContentNode; headingLevel?: number }) {
  const { type, data } = node;
  const children = (data.children ?? []).map((child) => (
    <ModuleRenderer key={child.id} node={child} headingLevel={headingLevel} />
  ));
  switch (type) {
    case 'div':
      return <div className={s.stack}>{children}</div>;
    case 'row':
      return <div className={s.row}>{children}</div>;
    case 'column':
      return <div className={s.column}>{children}</div>;
    case 'heading': {
      const Tag = HEADINGS[Math.min(5, headingLevel - 1 + ((data.level ?? 1) - 1))]!;
      return <Tag className={s.heading}>{data.text}</Tag>;
    }
    case 'text':
      return <p className={s.text}>{data.text}</p>;
    case 'link': {
      const href = safeUrl(data.href);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {data.text ?? href}
        </a>
      ) : (
        <span>{data.text}</span>
      );
    }
    case 'image': {
      const src = safeUrl(data.src ?? data.href);
      return src ? <img className={s.image} src={src} alt={data.alt ?? ''} loading="lazy" /> : null;
    }
    case 'list': {
      const items = (data.items ?? []).map((item, i) => (
        // Items are plain strings that may repeat; their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>{item}</li>
      ));
      return data.ordered ? <ol className={s.list}>{items}</ol> : <ul className={s.list}>{items}</ul>;
    }
    case 'quote':
      return <blockquote className={s.quote}>{data.text}</blockquote>;
    case 'code':
      return (
        <pre className={s.code}>
          <code data-language={data.language}>{data.text}</code>
        </pre>
      );
    case 'table':
      return <ContentTable columns={data.columns ?? []} rows={data.rows ?? []} />;
    default:
      return isChartType(type) ? (
        <ChartNode type={type} data={data} label={data.text ?? `${type} chart`} />
      ) : null;
  }
}

function ContentTable({
  columns,
  rows,
}: {
  columns: { header: string; key: string }[];
  rows: Record<string, CellValue>[];
}) {
  const numericColumn = (key: string) =>
    rows.length > 0 && rows.every((r) => r[key] === null || typeof r[key] === 'number');
  // Postal codes, ids and years read as they are: 10024, not 10,024.
  const identifiers = new Set(
    columns
      .filter((c) => {
        const values = rows.map((r) => r[c.key]);
        return isIdentifierColumn(c.key, values) || isIdentifierColumn(c.header, values);
      })
      .map((c) => c.key),
  );
  const cellText = (key: string, value: CellValue | undefined) =>
    identifiers.has(key) && typeof value === 'number' ? String(value) : displayValue(value);
  return (
    // A wide table scrolls inside its module; the page itself never scrolls sideways.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table
    <section className={s.tableWrap} tabIndex={0} aria-label="Table">
      <table className={s.table}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={s.headCell} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // Result rows have no identity of their own.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={numericColumn(c.key) && !identifiers.has(c.key) ? s.numberCell : s.cell}
                >
                  {cellText(c.key, row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
