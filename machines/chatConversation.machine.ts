import { assign, fromCallback, setup } from 'xstate';
import { type ChatReply, type ChatSource, chatLimits, chatMessages } from '../src/contract/chat.ts';

export type { ChatReply, ChatSource };

/** What the visitor reads when a question could not be answered (spec: widget errors). */
export const chatConversationMessages = {
  network: 'Network error. Please check your connection.',
  signInRequired: chatMessages.signInRequired,
  tooManyMessages: chatMessages.rateLimited,
  failed: 'The agent could not answer just now. Please try again.',
} as const;

/** The longest question the server accepts. */
export const MAX_QUESTION_LENGTH = chatLimits.message;

export type ChatEntry =
  | { role: 'visitor'; id: string; text: string }
  | { role: 'agent'; id: string; text: string; known: boolean; sources: ChatSource[]; streaming: boolean };

export interface AskInput {
  appId: string;
  message: string;
  conversationId: string | null;
  authToken: string | null;
}

/** What the asking actor reports while the answer arrives. */
export type AskEvent =
  | { type: 'answer.token'; text: string }
  | { type: 'answer.done'; reply: ChatReply }
  /** `code` is the HTTP status, or 0 when the server could not be reached. */
  | { type: 'answer.failed'; code: number; message?: string };

export type ChatConversationEvent =
  | { type: 'chat.draftChange'; text: string }
  | { type: 'chat.send' }
  | { type: 'chat.dismiss' }
  | AskEvent;

export interface ChatConversationContext {
  appId: string;
  authToken: string | null;
  conversationId: string | null;
  entries: ChatEntry[];
  draft: string;
  failure: string | null;
  /** Counts entries so each gets a key of its own before the server names it. */
  sequence: number;
}

/** The sentence for a failed question: the fixed ones by status, else the server's own. */
export function failureText(code: number, message: string | undefined): string {
  if (code === 0) return chatConversationMessages.network;
  if (code === 401) return chatConversationMessages.signInRequired;
  if (code === 429) return chatConversationMessages.tooManyMessages;
  return message || chatConversationMessages.failed;
}

const pendingAnswerId = (sequence: number) => `pending-${sequence}`;

/** The last question asked, while its answer is on the way. */
const lastQuestion = (entries: ChatEntry[]) => entries.findLast((e) => e.role === 'visitor')?.text ?? '';

/**
 * One visitor's conversation with an agent in the chat window: type, send, the answer streams in
 * token by token, then its sources. A failed question comes back into the input, so nothing typed is
 * lost, and the failure says what to do.
 */
export const chatConversationMachine = setup({
  types: {
    context: {} as ChatConversationContext,
    events: {} as ChatConversationEvent,
    input: {} as { appId: string; authToken?: string | null },
  },
  actors: {
    askAgent: fromCallback<AskEvent, AskInput>(({ sendBack }) => {
      sendBack({ type: 'answer.failed', code: 0, message: 'askAgent is provided by the web app' });
    }),
  },
  guards: {
    draftReady: ({ context }) => {
      const text = context.draft.trim();
      return text.length > 0 && text.length <= MAX_QUESTION_LENGTH;
    },
  },
  actions: {
    changeDraft: assign({
      draft: ({ event }) => (event.type === 'chat.draftChange' ? event.text : ''),
    }),
    askQuestion: assign(({ context }) => {
      const sequence = context.sequence + 1;
      return {
        entries: [
          ...context.entries,
          { role: 'visitor' as const, id: `question-${sequence}`, text: context.draft.trim() },
        ],
        draft: '',
        failure: null,
        sequence,
      };
    }),
    appendToken: assign(({ context, event }) => {
      if (event.type !== 'answer.token') return {};
      const id = pendingAnswerId(context.sequence);
      const last = context.entries.at(-1);
      if (last?.role === 'agent' && last.id === id) {
        return { entries: [...context.entries.slice(0, -1), { ...last, text: last.text + event.text }] };
      }
      return {
        entries: [
          ...context.entries,
          { role: 'agent' as const, id, text: event.text, known: true, sources: [], streaming: true },
        ],
      };
    }),
    finishAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.done') return {};
      const { reply } = event;
      const answer: ChatEntry = {
        role: 'agent',
        id: reply.messageId,
        text: reply.answer,
        known: reply.known,
        sources: reply.sources,
        streaming: false,
      };
      const last = context.entries.at(-1);
      const streamed = last?.role === 'agent' && last.id === pendingAnswerId(context.sequence);
      return {
        conversationId: reply.conversationId,
        entries: [...(streamed ? context.entries.slice(0, -1) : context.entries), answer],
      };
    }),
    /** Drops the unanswered question and any half answer, and gives the question back to the input. */
    takeBackQuestion: assign(({ context }) => {
      const question = lastQuestion(context.entries);
      const cut = context.entries.findLastIndex((e) => e.role === 'visitor');
      return {
        entries: cut >= 0 ? context.entries.slice(0, cut) : context.entries,
        draft: context.draft.trim() ? context.draft : question,
      };
    }),
    recordFailure: assign({
      failure: ({ event }) =>
        event.type === 'answer.failed'
          ? failureText(event.code, event.message)
          : chatConversationMessages.failed,
    }),
  },
}).createMachine({
  id: 'chatConversation',
  context: ({ input }) => ({
    appId: input.appId,
    authToken: input.authToken ?? null,
    conversationId: null,
    entries: [],
    draft: '',
    failure: null,
    sequence: 0,
  }),
  // Typing the next question is fine while an answer arrives; sending it waits.
  on: { 'chat.draftChange': { actions: 'changeDraft' } },
  initial: 'idle',
  states: {
    idle: {
      on: { 'chat.send': { guard: 'draftReady', target: 'asking', actions: 'askQuestion' } },
    },
    /** One question on its way: `sending` until the first token arrives, then `streaming`. */
    asking: {
      invoke: {
        src: 'askAgent',
        input: ({ context }) => ({
          appId: context.appId,
          message: lastQuestion(context.entries),
          conversationId: context.conversationId,
          authToken: context.authToken,
        }),
        onError: { target: 'error', actions: ['takeBackQuestion', 'recordFailure'] },
      },
      on: {
        'answer.done': { target: 'idle', actions: 'finishAnswer' },
        'answer.failed': { target: 'error', actions: ['takeBackQuestion', 'recordFailure'] },
      },
      initial: 'sending',
      states: {
        sending: {
          on: { 'answer.token': { target: 'streaming', actions: 'appendToken' } },
        },
        streaming: {
          on: { 'answer.token': { actions: 'appendToken' } },
        },
      },
    },
    error: {
      on: {
        'chat.send': { guard: 'draftReady', target: 'asking', actions: 'askQuestion' },
        'chat.dismiss': { target: 'idle', actions: assign({ failure: null }) },
      },
    },
  },
});
