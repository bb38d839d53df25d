import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { chatReportMachine, chatReportMessages } from '../../machines/chatReport.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import type { ChatReport } from '../../src/contract/report.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const report: ChatReport = {
  perDay: [{ day: '2026-11-24', questions: 3, unknown: 1 }],
  answeredShare: 2 / 3,
  topUnanswered: [{ question: 'Do you ship abroad?', count: 1 }],
  topSources: [{ kind: 'text', id: 't1', title: 'Hours', count: 2 }],
};

const inspect = coverTransitions(chatReportMachine);

function harness(workspaceId: string | null = 'w1') {
  const fetchReport = controlledPromise<ChatReport, { workspaceId: string; days: number }>();
  const actor = createActor(chatReportMachine.provide({ actors: { fetchReport: fetchReport.logic } }), {
    inspect,
    input: { workspaceId },
  }).start();
  return { actor, fetchReport, snap: () => actor.getSnapshot() };
}

describe('chat report machine', () => {
  it('loads the last 30 days of the workspace', async () => {
    const h = harness();
    expect(h.fetchReport.calls).toEqual([{ workspaceId: 'w1', days: 30 }]);
    await h.fetchReport.resolve(report);
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context.report).toEqual(report);
  });

  it('loads again for another period, not for the same one', async () => {
    const h = harness();
    await h.fetchReport.resolve(report);
    expect(h.snap().can({ type: 'report.period', days: 30 })).toBe(false);
    h.actor.send({ type: 'report.period', days: 7 });
    expect(h.fetchReport.calls.at(-1)).toEqual({ workspaceId: 'w1', days: 7 });
    expect(h.snap().context.days).toBe(7);
  });

  it('says why it failed, with the server sentence or its own, and tries again', async () => {
    const h = harness();
    await h.fetchReport.reject(new Error(''));
    expect(h.snap().context.failure).toBe(chatReportMessages.fetchFailed);
    h.actor.send({ type: 'report.reload' });
    await h.fetchReport.reject(new Error('days must be a whole number from 1 to 365.'));
    expect(h.snap().context.failure).toBe('days must be a whole number from 1 to 365.');
    h.actor.send({ type: 'report.reload' });
    await h.fetchReport.resolve(report);
    expect(h.snap().context.failure).toBeNull();
  });

  it('loads another period after a failure', async () => {
    const h = harness();
    await h.fetchReport.reject(new Error(''));
    h.actor.send({ type: 'report.period', days: 90 });
    expect(h.fetchReport.calls.at(-1)).toEqual({ workspaceId: 'w1', days: 90 });
    await h.fetchReport.resolve(report);
    expect(h.snap().value).toBe('ready');
  });

  it('asks for nothing without a workspace', () => {
    const h = harness(null);
    expect(h.snap().value).toBe('noWorkspace');
    expect(h.snap().context.failure).toBe(NO_WORKSPACE);
    expect(h.fetchReport.calls).toEqual([]);
  });
});

const model = createMachine({
  id: 'chatReportModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'ready', FAILED: 'failed' } },
    ready: { on: { PERIOD: 'loading', RELOAD: 'loading' } },
    failed: { on: { RELOAD: 'loading' } },
  },
});

describeModel('chat report machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().matches('loading')).toBe(true),
      ready: () => expect(h.snap().context.report).toEqual(report),
      failed: () => expect(h.snap().context.failure).toBe('Server error occurred'),
    },
    events: {
      LOADED: () => h.fetchReport.resolve(report),
      FAILED: () => h.fetchReport.reject(new Error('Server error occurred')),
      PERIOD: () => h.actor.send({ type: 'report.period', days: h.snap().context.days === 7 ? 90 : 7 }),
      RELOAD: () => h.actor.send({ type: 'report.reload' }),
    },
    stop: () => h.actor.stop(),
  };
});
