import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { terminalMachine } from '../../machines/terminal.machine.ts';
import { TERMINAL_FILES, TERMINAL_HELP } from '../../machines/terminalCommands.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(terminalMachine);

const OPENED = Date.UTC(2026, 10, 26, 9, 0, 0);

function harness() {
  const clock = new SimulatedClock();
  const actor = createActor(terminalMachine, {
    inspect,
    input: { host: 'web-01', openedAt: OPENED },
    clock,
  }).start();
  const snap = () => actor.getSnapshot();
  const run = (command: string, at = OPENED) => {
    actor.send({ type: 'terminal.type', value: command });
    actor.send({ type: 'terminal.submit', at });
  };
  const texts = () => snap().context.lines.map((l) => l.text);
  return { actor, clock, snap, run, texts, connect: () => clock.increment(600) };
}

describe('terminal machine', () => {
  it('says "Connecting to {host}..." and takes commands once connected', () => {
    const h = harness();
    expect(h.texts()).toEqual(['Connecting to web-01...']);
    expect(h.snap().can({ type: 'terminal.submit' })).toBe(false);
    h.connect();
    expect(h.snap().value).toBe('ready');
  });

  it('prints the file list for ls, /home/user for pwd, and "Command not found: {command}" otherwise', () => {
    const h = harness();
    h.connect();
    h.run('ls');
    h.run('pwd');
    h.run('rm -rf /');
    expect(h.texts().slice(2)).toEqual([
      '$ ls',
      TERMINAL_FILES,
      '$ pwd',
      '/home/user',
      '$ rm -rf /',
      'Command not found: rm -rf /',
      'Type help to see the commands.',
    ]);
    expect(h.snap().context.lines.at(-2)?.kind).toBe('error');
    expect(h.snap().context.input).toBe('');
  });

  it('knows help, whoami, hostname, uname, uptime, date and echo', () => {
    const h = harness();
    h.connect();
    h.run('help');
    expect(h.texts().slice(3)).toEqual(TERMINAL_HELP);
    for (const [command, at, reply] of [
      ['whoami', OPENED, 'user'],
      ['hostname', OPENED, 'web-01'],
      ['uname', OPENED, 'Linux'],
      ['uname -a', OPENED, 'Linux web-01 6.1.0-simulated x86_64 GNU/Linux'],
      ['uptime', OPENED + 3 * 60_000, 'up 3 min,  1 user'],
      ['uptime', OPENED + (2 * 1440 + 65) * 60_000, 'up 2 days, 1:05,  1 user'],
      ['date', OPENED + 1000, 'Thu, 26 Nov 2026 09:00:01 GMT'],
      ['echo hello   world', OPENED, 'hello world'],
    ] as const) {
      h.run(command, at);
      expect(h.texts().slice(-2)).toEqual([`$ ${command}`, reply]);
    }
  });

  it('clears the screen and keeps counting lines, so the next ones are new', () => {
    const h = harness();
    h.connect();
    h.run('ls');
    h.run('clear');
    expect(h.texts()).toEqual([]);
    expect(h.snap().context.cleared).toBe(4);
    h.run('pwd');
    expect(h.texts()).toEqual(['$ pwd', '/home/user']);
    expect(h.snap().context.history).toEqual(['ls', 'clear', 'pwd']);
  });

  it('ignores blank input', () => {
    const h = harness();
    h.connect();
    const before = h.texts();
    h.run('   ');
    expect(h.texts()).toEqual(before);
    expect(h.snap().context.history).toEqual([]);
  });

  it('walks the history with up and down, back to an empty line', () => {
    const h = harness();
    h.connect();
    h.run('ls');
    h.run('pwd');
    const { actor, snap } = h;
    actor.send({ type: 'terminal.historyUp' });
    expect(snap().context.input).toBe('pwd');
    actor.send({ type: 'terminal.historyUp' });
    expect(snap().context.input).toBe('ls');
    expect(snap().can({ type: 'terminal.historyUp' })).toBe(false);
    actor.send({ type: 'terminal.historyDown' });
    expect(snap().context.input).toBe('pwd');
    actor.send({ type: 'terminal.historyDown' });
    expect(snap().context.input).toBe('');
    expect(snap().can({ type: 'terminal.historyDown' })).toBe(false);
  });

  it('closes on exit', () => {
    const h = harness();
    h.connect();
    h.run(' exit ');
    expect(h.snap().status).toBe('done');
  });
});

const model = createMachine({
  id: 'terminalModel',
  initial: 'connecting',
  states: {
    connecting: { on: { CONNECTED: 'ready' } },
    ready: {
      on: {
        LS: 'listed',
        BLANK: 'ignored',
        UNKNOWN: 'notFound',
        EXIT: 'closed',
        HELP: 'helped',
        CLEAR: 'blankScreen',
      },
    },
    helped: {},
    blankScreen: {},
    listed: { on: { HISTORY_UP: 'recalled', PWD: 'printedHome' } },
    recalled: { on: { HISTORY_DOWN: 'cleared' } },
    cleared: {},
    printedHome: {},
    ignored: {},
    notFound: {},
    closed: {},
  },
});

describeModel('terminal machine (model-based)', model, () => {
  const h = harness();
  const last = () => h.texts().at(-1);
  return {
    states: {
      connecting: () => expect(last()).toBe('Connecting to web-01...'),
      ready: () => expect(last()).toBe('Connected to web-01.'),
      listed: () => expect(last()).toBe(TERMINAL_FILES),
      recalled: () => expect(h.snap().context.input).toBe('ls'),
      cleared: () => expect(h.snap().context.input).toBe(''),
      printedHome: () => expect(last()).toBe('/home/user'),
      ignored: () => expect(last()).toBe('Connected to web-01.'),
      notFound: () =>
        expect(h.texts().slice(-2)).toEqual(['Command not found: top', 'Type help to see the commands.']),
      helped: () => expect(last()).toBe(TERMINAL_HELP.at(-1)),
      blankScreen: () => expect(h.texts()).toEqual([]),
      closed: () => expect(h.snap().status).toBe('done'),
    },
    events: {
      CONNECTED: () => h.connect(),
      LS: () => h.run('ls'),
      PWD: () => h.run('pwd'),
      BLANK: () => h.run(''),
      UNKNOWN: () => h.run('top'),
      HELP: () => h.run('help'),
      CLEAR: () => h.run('clear'),
      EXIT: () => h.run('exit'),
      HISTORY_UP: () => h.actor.send({ type: 'terminal.historyUp' }),
      HISTORY_DOWN: () => h.actor.send({ type: 'terminal.historyDown' }),
    },
    stop: () => h.actor.stop(),
  };
});
