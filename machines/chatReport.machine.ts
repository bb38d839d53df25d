import { assign, fromPromise, setup } from 'xstate';
import type { ChatReport } from '../src/contract/report.ts';
import { failureMessage } from './failureMessage.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

export const chatReportMessages = {
  fetchFailed: 'Failed to fetch the report.',
} as const;

/** The periods a report covers, in days. */
export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export interface ChatReportContext {
  workspaceId: string | null;
  days: ReportPeriod;
  report: ChatReport | null;
  failure: string | null;
}

export type ChatReportEvent = { type: 'report.period'; days: ReportPeriod } | { type: 'report.reload' };

/** Reports: how a workspace's agent was used over the last days; reloads for another period. */
export const chatReportMachine = setup({
  types: {
    context: {} as ChatReportContext,
    events: {} as ChatReportEvent,
    input: {} as { workspaceId: string | null },
  },
  actors: {
    fetchReport: fromPromise<ChatReport, { workspaceId: string; days: number }>(async () => {
      throw new Error('fetchReport not provided');
    }),
  },
  guards: {
    hasWorkspace: ({ context }) => context.workspaceId !== null,
    otherPeriod: ({ context, event }) => event.type === 'report.period' && event.days !== context.days,
  },
}).createMachine({
  id: 'chatReport',
  context: ({ input }) => ({ workspaceId: input.workspaceId, days: 30, report: null, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasWorkspace', target: 'loading' },
        { target: 'noWorkspace', actions: assign({ failure: NO_WORKSPACE }) },
      ],
    },
    noWorkspace: {},
    loading: {
      invoke: {
        src: 'fetchReport',
        input: ({ context }) => ({ workspaceId: context.workspaceId!, days: context.days }),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, chatReportMessages.fetchFailed),
          }),
        },
      },
    },
    ready: {
      on: {
        'report.period': {
          guard: 'otherPeriod',
          target: 'loading',
          actions: assign({ days: ({ event }) => event.days }),
        },
        'report.reload': 'loading',
      },
    },
    failed: {
      on: {
        'report.reload': 'loading',
        'report.period': { target: 'loading', actions: assign({ days: ({ event }) => event.days }) },
      },
    },
  },
});
