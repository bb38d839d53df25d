import { assign, fromPromise, setup } from 'xstate';
import type { DevopsSettings, StatisticsPeriod } from '../src/contract/devops.ts';
import { failureMessage } from './failureMessage.ts';

export type DevopsSettingsEvent =
  | { type: 'settings.periodChange'; period: StatisticsPeriod }
  | { type: 'settings.reset' }
  | { type: 'settings.resetConfirm' }
  | { type: 'settings.resetCancel' }
  | { type: 'settings.retry' };

/**
 * The devops console's Settings: the default statistics period (stored as soon as it is
 * chosen) and 'Reset sample data' after a confirmation.
 */
export const devopsSettingsMachine = setup({
  types: {
    context: {} as { settings: DevopsSettings | null; failure: string | null; notice: string | null },
    events: {} as DevopsSettingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    load: fromPromise<DevopsSettings>(() => Promise.reject(new Error('load not provided'))),
    save: fromPromise<DevopsSettings, DevopsSettings>(() => Promise.reject(new Error('save not provided'))),
    reset: fromPromise<void>(() => Promise.reject(new Error('reset not provided'))),
  },
}).createMachine({
  id: 'devopsSettings',
  context: { settings: null, failure: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'load',
        // A save that failed comes back here for the stored settings; its reason stays shown.
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to load settings.'),
          }),
        },
      },
    },
    loadFailed: { on: { 'settings.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      on: {
        'settings.periodChange': {
          target: 'saving',
          actions: assign({
            settings: ({ context, event }) => ({ ...context.settings, statisticsPeriod: event.period }),
            notice: null,
          }),
        },
        'settings.reset': { target: 'confirmingReset', actions: assign({ notice: null, failure: null }) },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'save',
        input: ({ context }) => context.settings!,
        onDone: {
          target: 'ready',
          actions: assign({
            settings: ({ event }) => event.output,
            failure: null,
            notice: 'Settings saved.',
          }),
        },
        onError: {
          target: 'loading',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to save settings.'),
          }),
        },
      },
    },
    confirmingReset: {
      on: { 'settings.resetConfirm': 'resetting', 'settings.resetCancel': 'ready' },
    },
    resetting: {
      tags: 'busy',
      invoke: {
        src: 'reset',
        onDone: { target: 'ready', actions: assign({ failure: null, notice: 'Sample data restored.' }) },
        onError: {
          target: 'ready',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'Failed to reset the sample data.'),
          }),
        },
      },
    },
  },
});
