import { z } from 'zod';
import { answerEngines, chatSourceSchema } from './chat.ts';
import { pageQuery } from './page.ts';

/**
 * One conversation in the owner's history: the question it opened with, and counts of its
 * messages and of answers not known.
 */
export const conversationSummarySchema = z
  .object({
    id: z.string(),
    firstQuestion: z.string(),
    startedAt: z.string(),
    lastMessageAt: z.string(),
    messages: z.number(),
    unknown: z.number(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** One question and the answer given, with its sources. */
export const conversationMessageSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    answer: z.string(),
    known: z.boolean(),
    sources: z.array(chatSourceSchema),
    engine: z.enum(answerEngines),
    latencyMs: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation with its transcript, oldest message first. */
export const conversationSchema = conversationSummarySchema
  .extend({ transcript: z.array(conversationMessageSchema) })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

/** `?unknown=true` keeps only conversations with at least one answer the agent did not know. */
export const conversationListQuery = pageQuery.extend({
  unknown: z
    .enum(['true', 'false'], { error: 'unknown must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;
