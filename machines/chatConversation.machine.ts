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

/**
 * Where an answer is: `typing` while it waits (its turn, or the first token), `streaming` as its
 * tokens arrive, then `answered`, or `failed` with the reason, to be retried.
 */
export type AnswerStatus = 'typing' | 'streaming' | 'answered' | 'failed';

export type VisitorEntry = { role: 'visitor'; id: string; text: string };
export type AgentEntry = {
  role: 'agent';
  id: string;
  /** The visitor entry this answers. */
  questionId: string;
  text: string;
  known: boolean;
  sources: ChatSource[];
  status: AnswerStatus;
  /** Why the answer failed, while `status` is `failed`. */
  failure: string | null;
};
export type ChatEntry = VisitorEntry | AgentEntry;

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
  /** Asks a failed answer's question again, into the same answer entry. */
  | { type: 'chat.retry'; id: string }
  | AskEvent;

export interface ChatConversationContext {
  appId: string;
  authToken: string | null;
  conversationId: string | null;
  entries: ChatEntry[];
  draft: string;
  /** The id of the answer entry being answered now. */
  current: string | null;
  /** The ids of the answer entries whose questions wait their turn, oldest first. */
  queue: string[];
  /** Counts questions so each entry gets a key of its own. */
  sequence: number;
}

/** The sentence for a failed question: the fixed ones by status, else the server's own. */
export function failureText(code: number, message: string | undefined): string {
  if (code === 0) return chatConversationMessages.network;
  if (code === 401) return chatConversationMessages.signInRequired;
  if (code === 429) return chatConversationMessages.tooManyMessages;
  return message || chatConversationMessages.failed;
}

const agentEntry = (entries: ChatEntry[], id: string | null) =>
  entries.find((e): e is AgentEntry => e.role === 'agent' && e.id === id);

/** The question an answer entry answers. */
export const questionOf = (entries: ChatEntry[], answerId: string | null) => {
  const questionId = agentEntry(entries, answerId)?.questionId;
  return entries.find((e) => e.role === 'visitor' && e.id === questionId)?.text ?? '';
};

const withAnswer = (
  entries: ChatEntry[],
  id: string | null,
  change: (entry: AgentEntry) => Partial<AgentEntry>,
) => entries.map((e) => (e.role === 'agent' && e.id === id ? { ...e, ...change(e) } : e));

/**
 * One visitor's conversation with an agent in the chat window. Every question sent appears at once
 * with its answer typing; questions sent while one is answered wait in a queue and are asked in
 * order, one at a time, so each continues the same conversation. An answer streams in token by
 * token, then shows its sources; a failed one says why and can be retried in place.
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
    retryable: ({ context, event }) =>
      event.type === 'chat.retry' && agentEntry(context.entries, event.id)?.status === 'failed',
    questionsWaiting: ({ context }) => context.queue.length > 0,
  },
  actions: {
    changeDraft: assign({
      draft: ({ event }) => (event.type === 'chat.draftChange' ? event.text : ''),
    }),
    /** The question and its typing answer join the conversation; the answer waits its turn. */
    queueQuestion: assign(({ context }) => {
      const sequence = context.sequence + 1;
      const questionId = `question-${sequence}`;
      const answerId = `answer-${sequence}`;
      return {
        entries: [
          ...context.entries,
          { role: 'visitor' as const, id: questionId, text: context.draft.trim() },
          {
            role: 'agent' as const,
            id: answerId,
            questionId,
            text: '',
            known: true,
            sources: [],
            status: 'typing' as const,
            failure: null,
          },
        ],
        queue: [...context.queue, answerId],
        draft: '',
        sequence,
      };
    }),
    queueRetry: assign(({ context, event }) => {
      if (event.type !== 'chat.retry') return {};
      return {
        entries: withAnswer(context.entries, event.id, () => ({
          status: 'typing',
          failure: null,
          text: '',
          sources: [],
        })),
        queue: [...context.queue, event.id],
      };
    }),
    takeNextQuestion: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
    })),
    clearCurrent: assign({ current: null }),
    appendToken: assign(({ context, event }) => {
      if (event.type !== 'answer.token') return {};
      return {
        entries: withAnswer(context.entries, context.current, (e) => ({
          text: e.text + event.text,
          status: 'streaming',
        })),
      };
    }),
    finishAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.done') return {};
      const { reply } = event;
      return {
        conversationId: reply.conversationId,
        entries: withAnswer(context.entries, context.current, () => ({
          text: reply.answer,
          known: reply.known,
          sources: reply.sources,
          status: 'answered',
        })),
      };
    }),
    /** A half-streamed answer is dropped: the entry says why it failed and offers to retry. */
    failAnswer: assign(({ context, event }) => ({
      entries: withAnswer(context.entries, context.current, () => ({
        text: '',
        sources: [],
        status: 'failed',
        failure:
          event.type === 'answer.failed'
            ? failureText(event.code, event.message)
            : chatConversationMessages.failed,
      })),
    })),
  },
}).createMachine({
  id: 'chatConversation',
  context: ({ input }) => ({
    appId: input.appId,
    authToken: input.authToken ?? null,
    conversationId: null,
    entries: [],
    draft: '',
    current: null,
    queue: [],
    sequence: 0,
  }),
  on: { 'chat.draftChange': { actions: 'changeDraft' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'chat.send': { guard: 'draftReady', target: 'nextQuestion', actions: 'queueQuestion' },
        'chat.retry': { guard: 'retryable', target: 'nextQuestion', actions: 'queueRetry' },
      },
    },
    /** Starts the oldest waiting question, or rests when none waits. */
    nextQuestion: {
      always: [
        { guard: 'questionsWaiting', target: 'asking', actions: 'takeNextQuestion' },
        { target: 'idle', actions: 'clearCurrent' },
      ],
    },
    /** One question on its way: `sending` until the first token arrives, then `streaming`. */
    asking: {
      invoke: {
        src: 'askAgent',
        input: ({ context }) => ({
          appId: context.appId,
          message: questionOf(context.entries, context.current),
          conversationId: context.conversationId,
          authToken: context.authToken,
        }),
        onError: { target: 'nextQuestion', actions: 'failAnswer' },
      },
      on: {
        // Sending or retrying meanwhile is fine: the question waits its turn.
        'chat.send': { guard: 'draftReady', actions: 'queueQuestion' },
        'chat.retry': { guard: 'retryable', actions: 'queueRetry' },
        'answer.done': { target: 'nextQuestion', actions: 'finishAnswer' },
        'answer.failed': { target: 'nextQuestion', actions: 'failAnswer' },
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
  },
});
