import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { chatWindowMachine, chatWindowMessages } from '../../machines/chatWindow.machine.ts';
import type { ChatConfig } from '../../src/contract/workspace.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(chatWindowMachine);

const agent: ChatConfig = { name: 'Helpdesk', authRequire: false, authUrl: null };
const failure = (code: number, message: string) => Object.assign(new Error(message), { code });

function harness() {
  const loadConfig = controlledPromise<ChatConfig, { appId: string }>();
  const actor = createActor(chatWindowMachine.provide({ actors: { loadConfig: loadConfig.logic } }), {
    input: { appId: 'app_1' },
    inspect,
  }).start();
  return { actor, loadConfig, snap: () => actor.getSnapshot() };
}

describe('chat window machine', () => {
  it('asks for the agent by its appId and opens with it', async () => {
    const h = harness();
    expect(h.snap().value).toBe('loading');
    expect(h.loadConfig.calls).toEqual([{ appId: 'app_1' }]);
    await h.loadConfig.resolve(agent);
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context.agent).toEqual(agent);
  });

  it('tells an unknown appId (404) apart from a failure, and offers no retry for it', async () => {
    const h = harness();
    await h.loadConfig.reject(failure(404, 'Chat not found.'));
    expect(h.snap().value).toBe('unknownAgent');
    expect(h.snap().can({ type: 'chat.retry' })).toBe(false);
  });

  it('shows a failure with its message, then loads again on retry', async () => {
    const h = harness();
    await h.loadConfig.reject(failure(0, 'Network error. Please check your connection.'));
    expect(h.snap().value).toBe('failed');
    expect(h.snap().context.failure).toBe('Network error. Please check your connection.');
    h.actor.send({ type: 'chat.retry' });
    expect(h.snap().value).toBe('loading');
    expect(h.snap().context.failure).toBeNull();
    await h.loadConfig.resolve(agent);
    expect(h.snap().value).toBe('ready');
  });

  it('falls back to a plain sentence when the failure has no message', async () => {
    const h = harness();
    await h.loadConfig.reject(new Error(''));
    expect(h.snap().context.failure).toBe(chatWindowMessages.loadFailed);
  });
});

const model = createMachine({
  id: 'chatWindowModel',
  initial: 'loading',
  states: {
    loading: { on: { FOUND: 'ready', UNKNOWN: 'unknownAgent', FAILS: 'failed' } },
    ready: {},
    unknownAgent: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

describeModel('chat window machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().matches('loading')).toBe(true),
      ready: () => expect(h.snap().context.agent).toEqual(agent),
      unknownAgent: () => expect(h.snap().matches('unknownAgent')).toBe(true),
      failed: () => expect(h.snap().context.failure).toBe('Server error occurred'),
    },
    events: {
      FOUND: () => h.loadConfig.resolve(agent),
      UNKNOWN: () => h.loadConfig.reject(failure(404, 'Chat not found.')),
      FAILS: () => h.loadConfig.reject(failure(500, 'Server error occurred')),
      RETRY: () => h.actor.send({ type: 'chat.retry' }),
    },
    stop: () => h.actor.stop(),
  };
});
