import { describe, expect, it } from 'vitest';
import { gateQuery } from '../../../src/server/insights/gate/queryGate.ts';

const LIMIT = 1001;
const sqlOf = async (type: 'POSTGRES' | 'MYSQL' | 'SQL_SERVER', query: string) => {
  const gated = await gateQuery(type, query, LIMIT);
  if (!('sql' in gated)) throw new Error('expected SQL');
  return gated.sql;
};
const refused = (type: 'POSTGRES' | 'MYSQL' | 'SQL_SERVER', query: string) =>
  expect(gateQuery(type, query, LIMIT), query).rejects.toThrow(/This query cannot run/);

describe('query gate', () => {
  it('refuses the SQL Server backslash differential that broke out of the old wrapper', async () => {
    await refused(
      'SQL_SERVER',
      "SELECT 'x\\' AS c) AS result; COMMIT; DROP TABLE orders; SELECT * FROM (SELECT 1 AS d --'",
    );
  });

  it('refuses the MySQL `--1` differential and every comment form, executable ones included', async () => {
    for (const sql of [
      "SELECT 1 --1, load_file('/etc/passwd') AS f, sleep(4) AS s",
      'SELECT 1 AS a /*M! , CURRENT_USER() AS u, @@datadir AS d */',
      'SELECT 1 AS a /*M!100000 , SLEEP(10) AS b */',
      'SELECT /*!50000 SLEEP(10) */ 1',
      'SELECT 1 AS a # , SLEEP(4)',
      'SELECT 1 AS a -- comment',
      'SELECT 1 AS a /* plain */',
      "SELECT 'a\\'b' AS c",
      'SELECT @@datadir AS d',
      'SELECT 1 AS a || SLEEP(4)',
      'SELECT "x" AS a',
      'SELECT 1 AS a; SELECT 2',
      'SELECT {fn NOW()} AS a',
    ])
      await refused('MYSQL', sql);
    for (const sql of [
      'SELECT 1 AS a -- x',
      'SELECT 1 AS a /* x */',
      "SELECT N'a\\' AS b",
      'SELECT @@version AS v',
    ])
      await refused('SQL_SERVER', sql);
  });

  it('refuses writes, sleeps, locks, INTO, writable CTEs and system catalogs on the tree', async () => {
    for (const sql of [
      'SELECT 1; DROP TABLE orders',
      'WITH gone AS (DELETE FROM orders RETURNING *) SELECT count(*) FROM gone',
      'SELECT * INTO orders_copy FROM orders',
      'SELECT pg_sleep(10)',
      'SELECT * FROM orders FOR UPDATE',
      'SELECT * FROM pg_catalog.pg_user',
      'SELECT * FROM pg_stat_activity',
      'SELECT * FROM information_schema.tables',
      'SELECT * FROM other.public.orders',
      'SELECT current_setting($$data_directory$$)',
      'DELETE FROM orders',
    ])
      await refused('POSTGRES', sql);
    for (const sql of [
      'SELECT load_file(0x2f6574632f706173737764) AS f',
      "SELECT CONCAT('a', load_file('/etc/passwd')) AS f",
      'SELECT COALESCE(NULL, SLEEP(4)) AS s',
      'SELECT user FROM mysql.user',
      'SELECT * FROM information_schema.tables',
      "SELECT * FROM orders INTO OUTFILE '/tmp/orders.txt'",
      'SELECT * FROM orders FOR UPDATE',
      'DELETE FROM orders',
    ])
      await refused('MYSQL', sql);
    for (const sql of [
      'SELECT name FROM sys.tables',
      'SELECT name FROM sysobjects',
      'SELECT * FROM master.dbo.spt_values',
      'SELECT a INTO copy FROM t',
      'SELECT a FROM t WITH (UPDLOCK)',
      'SELECT TOP 50 PERCENT a FROM t',
      'SELECT a FROM t FOR XML PATH',
    ])
      await refused('SQL_SERVER', sql);
  });

  it('places the row limit inside the statement, keeping its ordering and any smaller limit', async () => {
    expect(await sqlOf('POSTGRES', 'SELECT a FROM t ORDER BY a')).toMatch(/ORDER BY\s+a\s+LIMIT 1001$/);
    expect(await sqlOf('POSTGRES', 'SELECT a FROM t LIMIT 5')).toMatch(/LIMIT 5$/);
    expect(await sqlOf('POSTGRES', 'SELECT a FROM t UNION SELECT b FROM u LIMIT 5000')).toMatch(
      /LIMIT 1001$/,
    );
    await refused('POSTGRES', 'SELECT a FROM t LIMIT (SELECT 5)');
    expect(await sqlOf('MYSQL', 'SELECT a FROM t ORDER BY a')).toBe(
      'SELECT `a` FROM `t` ORDER BY `a` ASC LIMIT 1001',
    );
    expect(await sqlOf('MYSQL', 'SELECT a FROM t LIMIT 2, 5000')).toBe('SELECT `a` FROM `t` LIMIT 2, 1001');
    expect(await sqlOf('MYSQL', 'SELECT a FROM t UNION SELECT b FROM u ORDER BY 1')).toBe(
      'SELECT `a` FROM `t` UNION SELECT `b` FROM `u` ORDER BY 1 ASC LIMIT 1001',
    );
    expect(await sqlOf('SQL_SERVER', 'SELECT a FROM t ORDER BY a')).toBe(
      'SELECT TOP 1001 [a] FROM [t] ORDER BY [a] ASC',
    );
    expect(await sqlOf('SQL_SERVER', 'SELECT TOP 10 a FROM t ORDER BY a DESC')).toBe(
      'SELECT TOP 10 [a] FROM [t] ORDER BY [a] DESC',
    );
    expect(await sqlOf('SQL_SERVER', 'SELECT a FROM t UNION SELECT b FROM u')).toBe(
      'SELECT [a] FROM [t] UNION SELECT [b] FROM [u] ORDER BY 1 ASC OFFSET 0 ROWS FETCH NEXT 1001 ROWS ONLY',
    );
    expect(
      await sqlOf(
        'SQL_SERVER',
        "SELECT CONCAT(YEAR(d), '-Q', DATEPART(quarter, d)) AS q FROM t GROUP BY CONCAT(YEAR(d), '-Q', DATEPART(quarter, d)) ORDER BY q",
      ),
    ).toContain('DATEPART(QUARTER, [d])');
  });

  it('keeps MongoDB to reading stages and appends the row limit', async () => {
    expect(
      await gateQuery('MONGO', { collection: 'orders', pipeline: [{ $match: { a: 1 } }] }, LIMIT),
    ).toEqual({ mongo: { collection: 'orders', pipeline: [{ $match: { a: 1 } }, { $limit: LIMIT }] } });
    await expect(
      gateQuery('MONGO', { collection: 'orders', pipeline: [{ $out: 'x' }] }, LIMIT),
    ).rejects.toThrow(/\$out/);
    await expect(gateQuery('MONGO', { collection: 'system.users', pipeline: [] }, LIMIT)).rejects.toThrow(
      /system/,
    );
  });
});
