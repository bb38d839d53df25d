import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import { withLabels, withLabelsOnce } from '../../../src/server/insights/planner/catalogLabels.ts';

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: 'text',
  kind: 'text',
  nullable: true,
  primaryKey: false,
  references: null,
  role: 'category',
  values: null,
  ...extra,
});
const table = (name: string, columns: CatalogColumn[]): CatalogTable => ({ name, rowEstimate: 10, columns });

describe('catalog labels', () => {
  it('says a warehouse catalog’s tables and columns without its naming scheme and prefixes', () => {
    const [depot, parcels, route] = withLabels([
      table('dim_depot', [column('dp_key'), column('dp_city'), column('dp_opened')]),
      table('fact_parcels', [column('depot_key'), column('weight_kg')]),
      table('dim_route', [column('rt_key'), column('rt_name')]),
      table('fact_scans', [column('depot_key'), column('scanned_at')]),
    ]);
    expect(depot!.label).toBe('depot');
    expect(depot!.columns.map((c) => c.label)).toEqual(['key', 'city', 'opened']);
    expect(route!.columns.map((c) => c.label)).toEqual(['key', 'name']);
    expect(parcels!.label).toBe('parcels');
    expect(parcels!.columns.map((c) => c.label)).toEqual(['depot key', 'weight kg']);
  });

  it('says a catalog in Hungarian notation without its type prefixes', () => {
    const number = { kind: 'number' as const };
    const [, jobs] = withLabels([
      table('tblTechnician', [column('lngTechnicianID', number), column('strFullName'), column('strPhone')]),
      table('tblJob', [
        column('lngJobID', number),
        column('lngTechnicianID', number),
        column('dtmBooked', { kind: 'time' }),
        column('curLabour', number),
        column('bitUrgent', { kind: 'boolean' }),
      ]),
    ]);
    expect(jobs!.label).toBe('job');
    expect(jobs!.columns.map((c) => c.label)).toEqual([
      'job id',
      'technician id',
      'booked',
      'labour',
      'urgent',
    ]);
  });

  it('splits PascalCase and spells out a short word by the comment it shortens', () => {
    const [lines] = withLabels([
      table('CallLines', [column('CallerID'), column('amt', { kind: 'number', comment: 'Amount billed' })]),
    ]);
    expect(lines!.label).toBe('call lines');
    expect(lines!.columns.map((c) => c.label)).toEqual(['caller id', 'amount']);
  });

  it('drops the module words of tables named <module>_<model> once two modules name a model after themselves', () => {
    const tables = withLabels([
      table('posts_post', [column('id'), column('posts_count', { kind: 'number' })]),
      table('posts_postimage', [column('id')]),
      table('events_event', [column('id'), column('events_url')]),
      table('members_profile', [column('id')]),
      table('auth_group', [column('id')]),
    ]);
    expect(tables.map((t) => t.label)).toEqual(['post', 'post image', 'event', 'profile', 'group']);
    // A column that begins with a module's word keeps it: only a table's own label loses it.
    expect(tables[0]!.columns[1]!.label).toBe('posts count');
    expect(tables[2]!.columns[1]!.label).toBe('events url');
  });

  it('keeps a first word that only one table repeats, and every other table’s first word', () => {
    const tables = withLabels([
      table('reports_report', [column('id')]),
      table('report_lines', [column('id')]),
      table('sales_targets', [column('id')]),
    ]);
    expect(tables.map((t) => t.label)).toEqual(['report', 'report lines', 'sales targets']);
  });

  it('keeps full names for tables that would read alike', () => {
    const tables = withLabels([
      table('sales.orders', [column('id')]),
      table('archive.orders', [column('id')]),
    ]);
    expect(tables.map((t) => t.label)).toEqual(['sales orders', 'archive orders']);
  });

  it('labels a catalog once per index, and anew when it is read again', () => {
    const first = [table('dim_store', [column('st_city')]), table('dim_day', [column('dy_date')])];
    const once = withLabelsOnce('c1', '2026-01-01T00:00:00.000Z', first);
    expect(withLabelsOnce('c1', '2026-01-01T00:00:00.000Z', first)).toBe(once);
    const reread = [table('dim_store', [column('st_town')]), table('dim_day', [column('dy_date')])];
    expect(withLabelsOnce('c1', '2026-02-01T00:00:00.000Z', reread)[0]!.columns[0]!.label).toMatch(/town$/);
    // Never indexed: nothing to name the read by.
    expect(withLabelsOnce('c2', null, first)).not.toBe(withLabelsOnce('c2', null, first));
  });
});
