import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { READ_FAILED, storeReadMachine } from '../../machines/storeRead.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(storeReadMachine);

function harness(key = 'My Project/1') {
  const read = controlledPromise<unknown, { key: string }>();
  const actor = createActor(storeReadMachine.provide({ actors: { read: read.logic } }), {
    input: { key },
    inspect,
  }).start();
  const snap = () => actor.getSnapshot();
  return { actor, read, snap };
}

describe('store read machine', () => {
  it('loads the value for its key', async () => {
    const h = harness();
    expect(h.snap().value).toBe('loading');
    expect(h.read.calls).toEqual([{ key: 'My Project/1' }]);
    await h.read.resolve({ name: 'web-01' });
    expect(h.snap().value).toBe('loaded');
    expect(h.snap().context.value).toEqual({ name: 'web-01' });
  });

  it('drops the old value at once on a new key, and the old read’s late answer never lands', async () => {
    const h = harness();
    await h.read.resolve('host 1');
    h.actor.send({ type: 'read.key', key: 'My Project/2' });
    expect(h.snap().value).toBe('loading');
    expect(h.snap().context).toMatchObject({ key: 'My Project/2', value: null });
    h.actor.send({ type: 'read.key', key: 'Project A/2' });
    await h.read.resolve('host 2 of My Project, late');
    expect(h.snap().value).toBe('loading');
    await h.read.resolve('host 2 of Project A');
    expect(h.snap().context.value).toBe('host 2 of Project A');
    expect(h.read.calls.map((c) => c.key)).toEqual(['My Project/1', 'My Project/2', 'Project A/2']);
  });

  it('ignores the same key again', async () => {
    const h = harness();
    await h.read.resolve('host 1');
    h.actor.send({ type: 'read.key', key: 'My Project/1' });
    expect(h.snap().value).toBe('loaded');
    expect(h.read.calls).toHaveLength(1);
  });

  it('says what failed and reads again on retry', async () => {
    const h = harness();
    await h.read.reject(new Error(''));
    expect(h.snap().context.failure).toBe(READ_FAILED);
    h.actor.send({ type: 'read.retry' });
    await h.read.resolve('host 1');
    expect(h.snap().value).toBe('loaded');
  });
});

const model = createMachine({
  id: 'storeReadModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'loaded', FAILED: 'failed' } },
    loaded: { on: { NEW_KEY: 'reloading' } },
    reloading: { on: { LOADED: 'loadedAgain' } },
    loadedAgain: {},
    failed: { on: { RETRY: 'retrying' } },
    retrying: {},
  },
});

describeModel('store read machine (model-based)', model, () => {
  const h = harness();
  const state = () => h.snap().value;
  return {
    states: {
      loading: () => expect(state()).toBe('loading'),
      loaded: () => expect(h.snap().context.value).toBe('first'),
      reloading: () => expect(h.snap().context).toMatchObject({ key: 'B', value: null }),
      loadedAgain: () => expect(h.snap().context.value).toBe('second'),
      failed: () => expect(h.snap().context.failure).toBe('Store unavailable.'),
      retrying: () => expect(h.read.calls).toHaveLength(2),
    },
    events: {
      LOADED: () => h.read.resolve(h.read.calls.length === 1 ? 'first' : 'second'),
      FAILED: () => h.read.reject(new Error('Store unavailable.')),
      NEW_KEY: () => h.actor.send({ type: 'read.key', key: 'B' }),
      RETRY: () => h.actor.send({ type: 'read.retry' }),
    },
    stop: () => h.actor.stop(),
  };
});
