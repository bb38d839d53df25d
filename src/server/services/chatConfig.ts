import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { workspaces } from '../db/schema.ts';
import { notFound } from '../reply.ts';

/** What a chat widget needs before it opens, found by the public appId alone. */
export async function chatConfig(db: Database, appId: string) {
  const [row] = await db
    .select({ name: workspaces.name, authRequire: workspaces.authRequire, authUrl: workspaces.authUrl })
    .from(workspaces)
    .where(eq(workspaces.appId, appId));
  if (!row) throw notFound('Chat');
  return row;
}
