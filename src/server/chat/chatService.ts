import { and, desc, eq } from 'drizzle-orm';
import type { ChatMessageInput, ChatReply } from '../../contract/chat.ts';
import { chatMessages as chatTexts } from '../../contract/chat.ts';
import type { Database } from '../db/database.ts';
import { chatMessages, conversations, workspaces } from '../db/schema.ts';
import type { AnswerEngineImpl, OnToken } from '../knowledge/answerTypes.ts';
import { ApiError, notFound } from '../reply.ts';
import { isResourceId } from '../services/resourceId.ts';
import type { ChatRateLimit } from './chatRateLimit.ts';
import { checkEndUser, type EndUserAuthOptions } from './endUserAuth.ts';

export interface ChatServiceDeps {
  db: Database;
  engine: AnswerEngineImpl;
  rateLimit: ChatRateLimit;
  endUserAuth: EndUserAuthOptions;
}

export interface ChatCall {
  appId: string;
  input: ChatMessageInput;
  address: string;
  authorization: string | undefined;
}

/** The public chat: finds the agent by appId, checks the visitor, answers and keeps the exchange. */
export function createChatService({ db, engine, rateLimit, endUserAuth }: ChatServiceDeps) {
  return {
    /** Everything that can refuse the call, before any answer streams. */
    async admit({ appId, input, address, authorization }: ChatCall) {
      const [workspace] = await db.select().from(workspaces).where(eq(workspaces.appId, appId));
      if (!workspace) throw notFound('Chat');
      await rateLimit.consume(appId, address);
      if (workspace.authRequire) await checkEndUser(workspace.authUrl, authorization, endUserAuth);
      if (input.conversationId) {
        if (!isResourceId(input.conversationId)) throw new ApiError(404, chatTexts.conversationNotFound);
        const [conversation] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(eq(conversations.id, input.conversationId), eq(conversations.workspaceId, workspace.id)),
          );
        if (!conversation) throw new ApiError(404, chatTexts.conversationNotFound);
      }
      return workspace;
    },

    async answer(
      workspace: { id: string; role: string },
      input: ChatMessageInput,
      onToken?: OnToken,
    ): Promise<ChatReply> {
      const started = performance.now();
      const [previous] = input.conversationId
        ? await db
            .select({ question: chatMessages.question })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.conversationId, input.conversationId),
                eq(chatMessages.workspaceId, workspace.id),
              ),
            )
            .orderBy(desc(chatMessages.createdAt))
            .limit(1)
        : [];
      const answer = await engine.answer({
        workspaceId: workspace.id,
        role: workspace.role,
        question: input.message,
        previousQuestion: previous?.question,
        onToken,
      });
      const latencyMs = Math.round(performance.now() - started);
      const now = new Date();
      return db.transaction(async (tx) => {
        let conversationId = input.conversationId;
        if (conversationId) {
          await tx
            .update(conversations)
            .set({ lastMessageAt: now })
            .where(eq(conversations.id, conversationId));
        } else {
          const [created] = await tx
            .insert(conversations)
            .values({ workspaceId: workspace.id, startedAt: now, lastMessageAt: now })
            .returning({ id: conversations.id });
          conversationId = created!.id;
        }
        const [message] = await tx
          .insert(chatMessages)
          .values({
            conversationId,
            workspaceId: workspace.id,
            question: input.message,
            answer: answer.answer,
            known: answer.known,
            sources: answer.sources,
            engine: answer.engine,
            latencyMs,
            createdAt: now,
          })
          .returning({ id: chatMessages.id });
        return {
          conversationId,
          messageId: message!.id,
          answer: answer.answer,
          known: answer.known,
          sources: answer.sources,
        };
      });
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
