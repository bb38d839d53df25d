import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Page, type PageQuery, toPage } from '../../contract/page.ts';
import type { Database } from '../db/database.ts';

interface PageOfRows<TTable extends PgTable, TItem> {
  table: TTable;
  where: SQL | undefined;
  /** A total order (end with the id), so pages neither repeat nor skip rows. */
  orderBy: SQL[];
  query: PageQuery;
  toItem: (row: TTable['$inferSelect']) => TItem;
}

/** One page of the rows of `table` that match `where`, with their count (api-contract.md, 'Pages'). */
export async function pageOfRows<TTable extends PgTable, TItem>(
  db: Database,
  { table, where, orderBy, query, toItem }: PageOfRows<TTable, TItem>,
): Promise<Page<TItem>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.size)
      .offset(query.page * query.size),
    db.$count(table, where),
  ]);
  return toPage((rows as TTable['$inferSelect'][]).map(toItem), query, total);
}
