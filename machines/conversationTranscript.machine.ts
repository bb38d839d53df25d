import { assign, fromPromise, setup } from 'xstate';
import type { Conversation } from '../src/contract/conversation.ts';
import { failureMessage } from './failureMessage.ts';

export const transcriptMessages = {
  fetchFailed: 'Failed to fetch the conversation.',
} as const;

export interface TranscriptInput {
  workspaceId: string;
  conversationId: string;
}

export interface ConversationTranscriptContext {
  workspaceId: string;
  conversationId: string | null;
  conversation: Conversation | null;
  failure: string | null;
}

export type ConversationTranscriptEvent =
  | { type: 'transcript.open'; conversationId: string }
  | { type: 'transcript.close' }
  | { type: 'transcript.retry' };

/** The conversation opened from History: every question, the answer given and its sources. */
export const conversationTranscriptMachine = setup({
  types: {
    context: {} as ConversationTranscriptContext,
    events: {} as ConversationTranscriptEvent,
    input: {} as { workspaceId: string },
  },
  actors: {
    fetchConversation: fromPromise<Conversation, TranscriptInput>(async () => {
      throw new Error('fetchConversation not provided');
    }),
  },
  actions: {
    choose: assign({
      conversationId: ({ event }) => (event.type === 'transcript.open' ? event.conversationId : null),
      conversation: null,
      failure: null,
    }),
  },
}).createMachine({
  id: 'conversationTranscript',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    conversationId: null,
    conversation: null,
    failure: null,
  }),
  on: {
    'transcript.open': { target: '.loading', actions: 'choose' },
    'transcript.close': {
      target: '.closed',
      actions: assign({ conversationId: null, conversation: null, failure: null }),
    },
  },
  initial: 'closed',
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'fetchConversation',
        input: ({ context }) => ({
          workspaceId: context.workspaceId,
          conversationId: context.conversationId!,
        }),
        onDone: { target: 'open', actions: assign({ conversation: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, transcriptMessages.fetchFailed),
          }),
        },
      },
    },
    open: {},
    failed: {
      on: { 'transcript.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
  },
});
