import { assign, setup } from 'xstate';
import { runTerminalCommand } from './terminalCommands.ts';

export interface TerminalLine {
  kind: 'input' | 'output' | 'error';
  text: string;
}

export interface TerminalContext {
  host: string;
  /** Epoch ms when the terminal opened (for `uptime`). */
  openedAt: number;
  lines: TerminalLine[];
  /** How many lines `clear` has removed so far: a line's number is this plus its index. */
  cleared: number;
  /** What the user is typing. */
  input: string;
  /** Commands run so far, oldest first. */
  history: string[];
  /** The history entry shown in the input while browsing with the arrows, or null. */
  cursor: number | null;
}

export type TerminalEvent =
  | { type: 'terminal.type'; value: string }
  /** `at`: epoch ms when the command was entered (for `date` and `uptime`). */
  | { type: 'terminal.submit'; at?: number }
  | { type: 'terminal.historyUp' }
  | { type: 'terminal.historyDown' };

const prompt = (command: string): TerminalLine => ({ kind: 'input', text: `$ ${command}` });

/**
 * A host's simulated terminal: it connects, then runs the commands of terminalCommands.ts,
 * 'clear' (empties the screen) and 'exit' (closes it); blank input is ignored and anything else
 * is 'Command not found: {command}' with a hint to type help. The arrows walk the history.
 */
export const terminalMachine = setup({
  types: {
    context: {} as TerminalContext,
    events: {} as TerminalEvent,
    input: {} as { host: string; openedAt?: number },
  },
  delays: { connect: 600 },
  guards: {
    blank: ({ context }) => context.input.trim() === '',
    exiting: ({ context }) => context.input.trim() === 'exit',
    clearing: ({ context }) => context.input.trim() === 'clear',
    hasOlder: ({ context }) => context.history.length > 0 && (context.cursor === null || context.cursor > 0),
    browsing: ({ context }) => context.cursor !== null,
  },
  actions: {
    run: assign(({ context }, params: { at: number }) => {
      const command = context.input.trim();
      const reply = runTerminalCommand(command, {
        host: context.host,
        openedAt: context.openedAt,
        at: params.at,
      });
      return {
        lines: [...context.lines, prompt(command), ...reply],
        history: [...context.history, command],
        input: '',
        cursor: null,
      };
    }),
  },
}).createMachine({
  id: 'terminal',
  context: ({ input }) => ({
    host: input.host,
    openedAt: input.openedAt ?? 0,
    cleared: 0,
    lines: [{ kind: 'output', text: `Connecting to ${input.host}...` }],
    input: '',
    history: [],
    cursor: null,
  }),
  on: {
    'terminal.type': { actions: assign({ input: ({ event }) => event.value }) },
  },
  initial: 'connecting',
  states: {
    connecting: {
      after: {
        connect: {
          target: 'ready',
          actions: assign({
            lines: ({ context }) => [
              ...context.lines,
              { kind: 'output', text: `Connected to ${context.host}.` },
            ],
          }),
        },
      },
    },
    ready: {
      on: {
        'terminal.submit': [
          { guard: 'blank', actions: assign({ input: '' }) },
          {
            guard: 'exiting',
            target: 'closed',
            actions: assign(({ context }) => ({
              lines: [...context.lines, prompt('exit')],
              history: [...context.history, 'exit'],
              input: '',
            })),
          },
          {
            guard: 'clearing',
            actions: assign(({ context }) => ({
              cleared: context.cleared + context.lines.length,
              lines: [],
              history: [...context.history, 'clear'],
              input: '',
              cursor: null,
            })),
          },
          {
            actions: { type: 'run', params: ({ context, event }) => ({ at: event.at ?? context.openedAt }) },
          },
        ],
        'terminal.historyUp': {
          guard: 'hasOlder',
          actions: assign(({ context }) => {
            const cursor = (context.cursor ?? context.history.length) - 1;
            return { cursor, input: context.history[cursor] ?? '' };
          }),
        },
        'terminal.historyDown': {
          guard: 'browsing',
          actions: assign(({ context }) => {
            const next = (context.cursor ?? 0) + 1;
            return next >= context.history.length
              ? { cursor: null, input: '' }
              : { cursor: next, input: context.history[next] ?? '' };
          }),
        },
      },
    },
    closed: { type: 'final' },
  },
});
