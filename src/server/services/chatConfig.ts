import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { workspaces } from '../db/schema.ts';
import { notFound } from '../reply.ts';

const APP_ID = /^[\w-]{1,64}$/;
/** Whether `appId` can name a chat at all (24 URL-safe characters are issued; NUL cannot be queried). */
export const isAppId = (appId: string) => APP_ID.test(appId);

/** What a chat widget needs before it opens, found by the public appId alone. */
export async function chatConfig(db: Database, appId: string) {
  // An appId is 24 URL-safe characters; anything else names no chat (and NUL cannot be queried).
  if (!isAppId(appId)) throw notFound('Chat');
  const [row] = await db
    .select({ name: workspaces.name, authRequire: workspaces.authRequire, authUrl: workspaces.authUrl })
    .from(workspaces)
    .where(eq(workspaces.appId, appId));
  if (!row) throw notFound('Chat');
  return row;
}
