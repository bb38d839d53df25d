import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { LiveEvent } from '../../contract/liveEvents.ts';
import type { Database } from '../db/database.ts';
import { databaseClient } from '../knowledge/databaseClient.ts';
import type { SourceRef } from '../knowledge/workspaceIndex.ts';

/**
 * What travels between server processes: a user's live event, a workspace's knowledge changed, or
 * a chat's allowed sites changed.
 */
type BusMessage =
  | { to: 'user'; userId: string; event: LiveEvent }
  | { to: 'knowledge'; workspaceId: string; source?: SourceRef }
  | { to: 'sites'; appId: string }
  | { to: 'sessions'; sessionIds: string[] };

const CHANNEL = 'app_events';

export interface EventBus {
  /** Delivers to the user's open streams in every server process. */
  publish(userId: string, event: LiveEvent): Promise<void>;
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  /**
   * Tells every process that a workspace's chunks changed (their cached words and vectors are
   * stale): only those of `source` when given, else any of them.
   */
  knowledgeChanged(workspaceId: string, source?: SourceRef): Promise<void>;
  onKnowledgeChanged(listener: (workspaceId: string, source?: SourceRef) => void): () => void;
  /** Tells every process that a chat's allowed sites changed (their cached origins are stale). */
  sitesChanged(appId: string): Promise<void>;
  onSitesChanged(listener: (appId: string) => void): () => void;
  /** Tells every process that these sign-in sessions ended (their live streams must close). */
  sessionsEnded(sessionIds: string[]): Promise<void>;
  onSessionEnded(sessionId: string, listener: () => void): () => void;
  /**
   * This process may have missed messages (its LISTEN connection was lost and is back): drop what
   * they would have made stale, and let live streams start over so their pages reload.
   */
  onMissed(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The pause before listening again after the connection is lost: 0.1 s, 0.2 s … up to 5 s. */
const relistenDelay = (attempt: number) => Math.min(100 * 2 ** attempt, 5_000);

/**
 * On PostgreSQL, every message goes through NOTIFY and comes back through this process's LISTEN
 * connection like everyone else's, so each process delivers each message once. On PGlite (one
 * process) messages are delivered in process.
 */
export function createEventBus(db: Database): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (message: BusMessage) => {
    if (message.to === 'user') local.emit(`user:${message.userId}`, message.event);
    else if (message.to === 'knowledge') local.emit('knowledge', message.workspaceId, message.source);
    else if (message.to === 'sites') local.emit('sites', message.appId);
    else if (message.to === 'sessions') for (const id of message.sessionIds) local.emit(`session:${id}`);
  };

  const client = databaseClient(db);
  let send: (message: BusMessage) => Promise<void> = async (message) => deliver(message);
  let close = async () => {};

  if (client.kind === 'postgres') {
    const { connectionString } = client.pool.options;
    let listener: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let closed = false;
    const onNotification = (n: pg.Notification) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        deliver(JSON.parse(n.payload) as BusMessage);
      } catch {
        // not ours
      }
    };
    const listen = async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', onNotification);
      next.on('error', (e) => {
        if (!closed) console.error('event bus connection lost:', e.message);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (e) {
        void next.end().catch(() => {});
        throw e;
      }
      if (closed) return void (await next.end().catch(() => {}));
      listener = next;
      next.once('end', () => {
        listener = null;
        if (!closed) listenAgain(0);
      });
    };
    const listenAgain = (attempt: number) => {
      retry = setTimeout(() => {
        listen().then(
          () => local.emit('missed'),
          (e: Error) => {
            if (closed) return;
            console.error('event bus could not LISTEN:', e.message);
            listenAgain(attempt + 1);
          },
        );
      }, relistenDelay(attempt));
      retry.unref();
    };
    const listening = listen().catch((e: Error) => {
      console.error('event bus could not LISTEN:', e.message);
      listenAgain(0);
    });
    send = async (message) => {
      await listening;
      await client.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    };
    close = async () => {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
    };
  }

  return {
    publish: (userId, event) => send({ to: 'user', userId, event }),
    subscribe(userId, listener) {
      local.on(`user:${userId}`, listener);
      return () => local.off(`user:${userId}`, listener);
    },
    knowledgeChanged: (workspaceId, source) => send({ to: 'knowledge', workspaceId, source }),
    onKnowledgeChanged(listener) {
      local.on('knowledge', listener);
      return () => local.off('knowledge', listener);
    },
    sitesChanged: (appId) => send({ to: 'sites', appId }),
    onSitesChanged(listener) {
      local.on('sites', listener);
      return () => local.off('sites', listener);
    },
    async sessionsEnded(sessionIds) {
      // NOTIFY payloads are limited to 8000 bytes: a few hundred ids per message.
      for (let i = 0; i < sessionIds.length; i += 100)
        await send({ to: 'sessions', sessionIds: sessionIds.slice(i, i + 100) });
    },
    onSessionEnded(sessionId, listener) {
      local.on(`session:${sessionId}`, listener);
      return () => local.off(`session:${sessionId}`, listener);
    },
    onMissed(listener) {
      local.on('missed', listener);
      return () => local.off('missed', listener);
    },
    close,
  };
}
