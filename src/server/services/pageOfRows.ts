import type { SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { type Page, type PageQuery, toPage } from '../../contract/page.ts';
import type { Database } from '../db/database.ts';

/** The rows a dynamic select returns. */
type RowOf<TSelect extends PgSelect> = Awaited<ReturnType<TSelect['execute']>>[number];

interface PageOfRows<TTable extends PgTable, TSelect extends PgSelect | undefined, TItem> {
  /** The table whose matching rows are counted (and selected, unless `select` says otherwise). */
  table: TTable;
  /**
   * What each row holds when it is not the table's own columns: some or computed columns, or
   * joined tables. `db.select(...).from(table)...$dynamic()`, without where, order or limit; every
   * row of `table` it pages must come out once, since `table` alone is counted.
   */
  select?: TSelect;
  where: SQL | undefined;
  /** A total order (end with the id), so pages neither repeat nor skip rows. */
  orderBy: SQL[];
  query: PageQuery;
  toItem: (row: TSelect extends PgSelect ? RowOf<TSelect> : TTable['$inferSelect']) => TItem;
}

/** One page of the rows of `table` that match `where`, with their count (api-contract.md, 'Pages'). */
export async function pageOfRows<
  TTable extends PgTable,
  TItem,
  TSelect extends PgSelect | undefined = undefined,
>(
  db: Database,
  { table, select, where, orderBy, query, toItem }: PageOfRows<TTable, TSelect, TItem>,
): Promise<Page<TItem>> {
  const [rows, total] = await Promise.all([
    (
      select ??
      db
        .select()
        .from(table as PgTable)
        .$dynamic()
    )
      .where(where)
      .orderBy(...orderBy)
      .limit(query.size)
      .offset(query.page * query.size),
    db.$count(table, where),
  ]);
  return toPage((rows as never[]).map(toItem), query, total);
}
