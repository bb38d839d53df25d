import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  conversationTranscriptMachine,
  type TranscriptInput,
  transcriptMessages,
} from '../../machines/conversationTranscript.machine.ts';
import type { Conversation } from '../../src/contract/conversation.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const conversation = (id: string): Conversation => ({
  id,
  firstQuestion: 'When do you open?',
  startedAt: '2026-11-24T10:00:00.000Z',
  lastMessageAt: '2026-11-24T10:01:00.000Z',
  messages: 1,
  unknown: 0,
  transcript: [
    {
      id: 'm1',
      question: 'When do you open?',
      answer: 'At 9.',
      known: true,
      sources: [{ kind: 'text', id: 't1', title: 'Hours', snippet: 'We open at 9.' }],
      engine: 'local',
      latencyMs: 4,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
});

const inspect = coverTransitions(conversationTranscriptMachine);

function harness() {
  const fetchConversation = controlledPromise<Conversation, TranscriptInput>();
  const actor = createActor(
    conversationTranscriptMachine.provide({ actors: { fetchConversation: fetchConversation.logic } }),
    { inspect, input: { workspaceId: 'w1' } },
  ).start();
  return { actor, fetchConversation, snap: () => actor.getSnapshot() };
}

describe('conversation transcript machine', () => {
  it('opens the chosen conversation of the workspace, and another in its place', async () => {
    const h = harness();
    expect(h.snap().value).toBe('closed');
    h.actor.send({ type: 'transcript.open', conversationId: 'c1' });
    expect(h.fetchConversation.calls).toEqual([{ workspaceId: 'w1', conversationId: 'c1' }]);
    await h.fetchConversation.resolve(conversation('c1'));
    expect(h.snap().value).toBe('open');
    h.actor.send({ type: 'transcript.open', conversationId: 'c2' });
    expect(h.snap().context.conversation).toBeNull();
    await h.fetchConversation.resolve(conversation('c2'));
    expect(h.snap().context.conversation?.id).toBe('c2');
    h.actor.send({ type: 'transcript.close' });
    expect(h.snap().value).toBe('closed');
    expect(h.snap().context.conversationId).toBeNull();
  });

  it('says why a conversation could not load and retries it', async () => {
    const h = harness();
    h.actor.send({ type: 'transcript.open', conversationId: 'c1' });
    await h.fetchConversation.reject(new Error(''));
    expect(h.snap().context.failure).toBe(transcriptMessages.fetchFailed);
    h.actor.send({ type: 'transcript.retry' });
    expect(h.fetchConversation.calls.at(-1)).toEqual({ workspaceId: 'w1', conversationId: 'c1' });
  });
});

const model = createMachine({
  id: 'conversationTranscriptModel',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'loading' } },
    loading: { on: { LOADED: 'open', FAILED: 'failed', CLOSE: 'closed' } },
    open: { on: { OPEN: 'loading', CLOSE: 'closed' } },
    failed: { on: { RETRY: 'loading', CLOSE: 'closed' } },
  },
});

describeModel('conversation transcript machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      closed: () => expect(h.snap().context.conversation).toBeNull(),
      loading: () => expect(h.fetchConversation.pendingCount).toBeGreaterThan(0),
      open: () => expect(h.snap().context.conversation?.transcript).toHaveLength(1),
      failed: () => expect(h.snap().context.failure).toBe('Conversation not found.'),
    },
    events: {
      OPEN: () => h.actor.send({ type: 'transcript.open', conversationId: 'c1' }),
      LOADED: () => h.fetchConversation.resolve(conversation('c1')),
      FAILED: () => h.fetchConversation.reject(new Error('Conversation not found.')),
      RETRY: () => h.actor.send({ type: 'transcript.retry' }),
      CLOSE: () => h.actor.send({ type: 'transcript.close' }),
    },
    stop: () => h.actor.stop(),
  };
});
