import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnswerEngine } from '../../contract/chat.ts';
import type { Conversation, ConversationListQuery } from '../../contract/conversation.ts';
import type { Database } from '../db/database.ts';
import { chatMessages, conversations } from '../db/schema.ts';
import { pageOfRows } from '../services/pageOfRows.ts';
import { foundById } from '../services/resourceId.ts';
import type { WorkspaceService } from '../services/workspaces.ts';

/**
 * The outer conversation's id, named with its table: in a select list Drizzle writes a column
 * bare ("id"), which inside these subqueries would be the message's own id.
 */
const conversationId = sql.raw('"conversations"."id"');
const messageCount = sql<number>`(SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = ${conversationId})`;
const firstQuestion = sql<string>`coalesce((SELECT m.question FROM chat_messages m WHERE m.conversation_id = ${conversationId} ORDER BY m.created_at, m.id LIMIT 1), '')`;
const unknownCount = sql<number>`(SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = ${conversationId} AND NOT m.known)`;

/** A workspace owner's chat history: conversations newest first, and one with its transcript. */
export function createHistoryService({ db, workspaces }: { db: Database; workspaces: WorkspaceService }) {
  const summaryColumns = {
    id: conversations.id,
    firstQuestion,
    startedAt: conversations.startedAt,
    lastMessageAt: conversations.lastMessageAt,
    messages: messageCount,
    unknown: unknownCount,
  };
  const toSummary = (r: {
    id: string;
    firstQuestion: string;
    startedAt: Date;
    lastMessageAt: Date;
    messages: number;
    unknown: number;
  }) => ({
    id: r.id,
    firstQuestion: r.firstQuestion,
    startedAt: r.startedAt.toISOString(),
    lastMessageAt: r.lastMessageAt.toISOString(),
    messages: Number(r.messages),
    unknown: Number(r.unknown),
  });

  return {
    async list(userId: string, workspaceId: string, query: ConversationListQuery) {
      await workspaces.owned(userId, workspaceId);
      const where = query.unknown
        ? and(
            eq(conversations.workspaceId, workspaceId),
            sql`EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = ${conversationId} AND NOT m.known)`,
          )
        : eq(conversations.workspaceId, workspaceId);
      return pageOfRows(db, {
        table: conversations,
        select: db.select(summaryColumns).from(conversations).$dynamic(),
        where,
        orderBy: [desc(conversations.lastMessageAt), desc(conversations.id)],
        query,
        toItem: toSummary,
      });
    },

    async get(userId: string, workspaceId: string, conversationId: string): Promise<Conversation> {
      await workspaces.owned(userId, workspaceId);
      const row = await foundById('Conversation', conversationId, () =>
        db
          .select(summaryColumns)
          .from(conversations)
          .where(and(eq(conversations.id, conversationId), eq(conversations.workspaceId, workspaceId))),
      );
      const messages = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return {
        ...toSummary(row),
        transcript: messages.map((m) => ({
          id: m.id,
          question: m.question,
          answer: m.answer,
          known: m.known,
          sources: m.sources,
          engine: m.engine as AnswerEngine,
          latencyMs: m.latencyMs,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
