import { assign, setup } from 'xstate';

/** How long a success notice shows (spec: 3 seconds); every screen's notice waits this long. */
export const SUCCESS_NOTICE_MS = 3000;

export type NoticeEvent = { type: 'notice.show'; text: string } | { type: 'notice.dismiss' };

/**
 * A success notice: shown on `notice.show`, gone after `successNotice` (a newer notice replaces
 * it and restarts the wait). Screens run it as their child with the id `notice`.
 */
export const noticeMachine = setup({
  types: {
    context: {} as { text: string | null },
    events: {} as NoticeEvent,
  },
  actions: {
    show: assign({ text: ({ event }) => (event.type === 'notice.show' ? event.text : null) }),
  },
  delays: { successNotice: SUCCESS_NOTICE_MS },
}).createMachine({
  id: 'notice',
  context: { text: null },
  initial: 'hidden',
  states: {
    hidden: {
      entry: assign({ text: null }),
      on: { 'notice.show': { target: 'shown', actions: 'show' } },
    },
    shown: {
      on: {
        'notice.show': { target: 'shown', reenter: true, actions: 'show' },
        'notice.dismiss': 'hidden',
      },
      after: { successNotice: 'hidden' },
    },
  },
});
