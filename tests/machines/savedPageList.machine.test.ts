import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { savedPageListMachine } from '../../machines/savedPageList.machine.ts';
import type { InsightPage } from '../../src/contract/dataInsights.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const page = (id: string): InsightPage => ({
  id,
  projectId: 'p1',
  projectName: 'Sales',
  title: `Page ${id}`,
  modules: [],
  savedAt: '2026-11-24T10:00:00.000Z',
});
const inspect = coverTransitions(savedPageListMachine);
const harness = () => listHarness(savedPageListMachine, null, inspect);

describe('saved page list machine', () => {
  it('loads ten saved pages at a time and the next ten on request', async () => {
    const h = harness();
    expect(h.fetchPage.calls).toEqual([{ scope: null, page: 0, size: 10 }]);
    await h.loaded(
      Array.from({ length: 10 }, (_, i) => page(`s${i}`)),
      12,
    );
    h.send({ type: 'list.loadMore' });
    expect(h.fetchPage.calls.at(-1)).toEqual({ scope: null, page: 1, size: 10 });
    await h.fetchPage.resolve({ content: [page('s10'), page('s11')], totalElements: 12 });
    expect(h.ctx().items).toHaveLength(12);
    expect(h.snap().can({ type: 'list.loadMore' })).toBe(false);
  });
});

const model = createMachine({
  id: 'savedPageListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED_FIRST_TEN: 'firstPage', LOAD_FAILED: 'loadFailed' } },
    loadFailed: {},
    firstPage: { on: { LOAD_MORE: 'loadingMore' } },
    loadingMore: { on: { LOADED_REST: 'all' } },
    all: {},
  },
});

describeModel('saved page list machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().hasTag('loading')).toBe(true),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch saved pages.'),
      firstPage: () => expect(h.snap().can({ type: 'list.loadMore' })).toBe(true),
      loadingMore: () => expect(h.snap().hasTag('loadingMore')).toBe(true),
      all: () => expect(h.ctx().items).toHaveLength(11),
    },
    events: {
      LOADED_FIRST_TEN: () =>
        h.loaded(
          Array.from({ length: 10 }, (_, i) => page(`s${i}`)),
          11,
        ),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      LOAD_MORE: () => h.send({ type: 'list.loadMore' }),
      LOADED_REST: () => h.fetchPage.resolve({ content: [page('s10')], totalElements: 11 }),
    },
    stop: () => h.actor.stop(),
  };
});

describeListTransitions({
  machine: savedPageListMachine,
  inspect,
  scope: null,
  item: (n) => page(`s${n}`),
});
