import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { TERMINAL_FILES, terminalMachine } from '../../machines/terminal.machine.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(terminalMachine);

function harness() {
  const clock = new SimulatedClock();
  const actor = createActor(terminalMachine, { inspect, input: { host: 'web-01' }, clock }).start();
  const snap = () => actor.getSnapshot();
  const run = (command: string) => {
    actor.send({ type: 'terminal.type', value: command });
    actor.send({ type: 'terminal.submit' });
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
    ]);
    expect(h.snap().context.lines.at(-1)?.kind).toBe('error');
    expect(h.snap().context.input).toBe('');
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
    ready: { on: { LS: 'listed', BLANK: 'ignored', UNKNOWN: 'notFound', EXIT: 'closed' } },
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
      notFound: () => expect(last()).toBe('Command not found: top'),
      closed: () => expect(h.snap().status).toBe('done'),
    },
    events: {
      CONNECTED: () => h.connect(),
      LS: () => h.run('ls'),
      PWD: () => h.run('pwd'),
      BLANK: () => h.run(''),
      UNKNOWN: () => h.run('top'),
      EXIT: () => h.run('exit'),
      HISTORY_UP: () => h.actor.send({ type: 'terminal.historyUp' }),
      HISTORY_DOWN: () => h.actor.send({ type: 'terminal.historyDown' }),
    },
    stop: () => h.actor.stop(),
  };
});
