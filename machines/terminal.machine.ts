import { assign, setup } from 'xstate';

export interface TerminalLine {
  kind: 'input' | 'output' | 'error';
  text: string;
}

export interface TerminalContext {
  host: string;
  lines: TerminalLine[];
  /** What the user is typing. */
  input: string;
  /** Commands run so far, oldest first. */
  history: string[];
  /** The history entry shown in the input while browsing with the arrows, or null. */
  cursor: number | null;
}

export type TerminalEvent =
  | { type: 'terminal.type'; value: string }
  | { type: 'terminal.submit' }
  | { type: 'terminal.historyUp' }
  | { type: 'terminal.historyDown' };

/** What `ls` prints: the sample home directory. */
export const TERMINAL_FILES = 'app  config.yaml  docker-compose.yml  logs  README.md';
export const TERMINAL_HOME = '/home/user';

const prompt = (command: string): TerminalLine => ({ kind: 'input', text: `$ ${command}` });

/**
 * A host's terminal: it connects, then runs 'ls', 'pwd' and 'exit' (which closes it); blank
 * input is ignored and anything else is 'Command not found: {command}'. The arrows walk the
 * command history.
 */
export const terminalMachine = setup({
  types: {
    context: {} as TerminalContext,
    events: {} as TerminalEvent,
    input: {} as { host: string },
  },
  delays: { connect: 600 },
  guards: {
    blank: ({ context }) => context.input.trim() === '',
    exiting: ({ context }) => context.input.trim() === 'exit',
    hasOlder: ({ context }) => context.history.length > 0 && (context.cursor === null || context.cursor > 0),
    browsing: ({ context }) => context.cursor !== null,
  },
  actions: {
    run: assign(({ context }) => {
      const command = context.input.trim();
      const reply: TerminalLine =
        command === 'ls'
          ? { kind: 'output', text: TERMINAL_FILES }
          : command === 'pwd'
            ? { kind: 'output', text: TERMINAL_HOME }
            : { kind: 'error', text: `Command not found: ${command}` };
      return {
        lines: [...context.lines, prompt(command), reply],
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
          { actions: 'run' },
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
