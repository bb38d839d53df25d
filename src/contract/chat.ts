import { z } from 'zod';

/** Limits and messages of the public chat (POST /api/chat/{appId}/messages). */
export const chatLimits = {
  message: 2000,
} as const;

export const chatMessages = {
  messageRequired: 'Please type a message.',
  messageTooLong: `A message can be at most ${chatLimits.message} characters long.`,
  rateLimited: 'Too many messages, please wait a moment.',
  signInRequired: 'Sign in required',
  conversationNotFound: 'Conversation not found.',
  doesNotKnow: "I don't know the answer to that from what I have been given.",
} as const;

export const chatMessageBody = z.object({
  message: z
    .string({
      error: (issue) => (issue.input === undefined ? chatMessages.messageRequired : 'Message must be text.'),
    })
    .trim()
    .min(1, chatMessages.messageRequired)
    .max(chatLimits.message, chatMessages.messageTooLong)
    .refine((s) => !s.includes('\0'), 'Message must not contain NUL characters.'),
  conversationId: z.string().max(64, 'conversationId is not valid.').optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageBody>;

export const sourceKinds = ['file', 'text', 'qna'] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** A cited source: `title` is the file's original name, the text's name or the Q&A question. */
export const chatSourceSchema = z
  .object({ kind: z.enum(sourceKinds), id: z.string(), title: z.string(), snippet: z.string() })
  .meta({ id: 'ChatSource' });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** The reply to a chat message; `known` is false when the agent said it does not know. */
export const chatReplySchema = z
  .object({
    conversationId: z.string(),
    messageId: z.string(),
    answer: z.string(),
    known: z.boolean(),
    sources: z.array(chatSourceSchema),
  })
  .meta({ id: 'ChatReply' });
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * The events of a streamed reply (`Accept: text/event-stream`): `token` pieces of the answer in
 * order, then exactly one of `done` (the whole reply) or `error`.
 */
export const chatStreamEvents = {
  token: z.object({ text: z.string() }),
  done: chatReplySchema,
  error: z.object({ code: z.number(), message: z.string() }),
} as const;
export type ChatStreamEvent = {
  [K in keyof typeof chatStreamEvents]: { event: K; data: z.infer<(typeof chatStreamEvents)[K]> };
}[keyof typeof chatStreamEvents];

/** Which engine produced an answer. */
export const answerEngines = ['local', 'openai'] as const;
export type AnswerEngine = (typeof answerEngines)[number];
