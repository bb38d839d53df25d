import { buildCatalog } from '/work/main/src/server/insights/catalog.ts';
import { postgresConnector } from '/work/main/src/server/insights/connectors/postgresConnector.ts';
import { compileSql } from '/work/main/src/server/insights/planner/compileSql.ts';
import { planQuery } from '/work/main/src/server/insights/planner/planQuery.ts';

const db = process.argv[2]!;
const c = postgresConnector({
  type: 'POSTGRES',
  host: '127.0.0.1',
  port: 5432,
  username: 'postgres',
  password: '',
  databaseName: db,
  properties: {},
});
const cat = buildCatalog(await c.introspect());
if (process.argv[3] === '--cat') {
  for (const t of cat)
    console.log(
      t.name,
      t.view ? '(view)' : '',
      t.columns.map((x) => `${x.name}:${x.role}/${x.kind}`).join(' '),
    );
  process.exit(0);
}
for (const q of process.argv.slice(3)) {
  try {
    const p = planQuery(q, cat, 'chart');
    console.log(q, '\n ', compileSql(p, 'postgres'));
  } catch (e) {
    console.log(q, '\n  ERR', (e as Error).message);
  }
}
