import { ApiError } from '../../reply.ts';
import { type QueryResult, RESULT_BYTE_LIMIT, ROW_LIMIT } from '../connectors/connector.ts';
import { tooLarge } from '../connectors/connectorCore.ts';
import { gateDuckDb } from '../gate/duckdbGate.ts';
import { engineRow } from './engineValue.ts';
import { type ProjectDatabases, QueryInterrupted } from './projectDatabase.ts';

/**
 * A statement over the project's files: through the query gate (DuckDB's grammar, the row limit
 * inside the tree), then under the time limit that interrupts it, with the same row and size caps
 * as a connection's.
 */
export async function runFilesQuery(
  databases: ProjectDatabases,
  projectId: string,
  sql: string,
): Promise<QueryResult> {
  const gated = await gateDuckDb(sql, ROW_LIMIT + 1);
  try {
    return await databases.withTimeLimit(projectId, async (c) => {
      const reader = await c.runAndReadAll(gated);
      const rows = reader.getRowObjectsJS().map((r) => engineRow(r as Record<string, unknown>));
      if (JSON.stringify(rows).length > RESULT_BYTE_LIMIT) throw tooLarge();
      return {
        columns: reader.columnNames(),
        rows: rows.slice(0, ROW_LIMIT),
        truncated: rows.length > ROW_LIMIT,
      };
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof QueryInterrupted) throw new ApiError(422, err.message);
    throw new ApiError(422, `The database refused the query: ${(err as Error).message.split('\n')[0]}`);
  }
}
