import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { noticeMachine } from '../../machines/notice.machine.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(noticeMachine);

function harness() {
  const clock = new SimulatedClock();
  const actor = createActor(noticeMachine, { clock, inspect }).start();
  return { actor, clock, text: () => actor.getSnapshot().context.text };
}

describe('notice machine', () => {
  it('shows a notice for 3000 ms', () => {
    const h = harness();
    expect(h.text()).toBeNull();
    h.actor.send({ type: 'notice.show', text: 'Saved!' });
    h.clock.increment(2999);
    expect(h.text()).toBe('Saved!');
    h.clock.increment(1);
    expect(h.text()).toBeNull();
    expect(h.actor.getSnapshot().value).toBe('hidden');
  });

  it('lets a newer notice replace the shown one and wait its own 3000 ms', () => {
    const h = harness();
    h.actor.send({ type: 'notice.show', text: 'First' });
    h.clock.increment(2500);
    h.actor.send({ type: 'notice.show', text: 'Second' });
    h.clock.increment(2500);
    expect(h.text()).toBe('Second');
    h.clock.increment(500);
    expect(h.text()).toBeNull();
  });

  it('hides at once when dismissed', () => {
    const h = harness();
    h.actor.send({ type: 'notice.show', text: 'Saved!' });
    h.actor.send({ type: 'notice.dismiss' });
    expect(h.text()).toBeNull();
  });
});

const model = createMachine({
  id: 'noticeModel',
  initial: 'hidden',
  states: {
    hidden: { on: { SHOW: 'shown' } },
    shown: { on: { SHOW_ANOTHER: 'replaced', TIMEOUT: 'expired', DISMISS: 'dismissed' } },
    replaced: {},
    expired: {},
    dismissed: {},
  },
});

describeModel('notice machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      hidden: () => expect(h.text()).toBeNull(),
      shown: () => expect(h.text()).toBe('One'),
      replaced: () => expect(h.text()).toBe('Two'),
      expired: () => expect(h.actor.getSnapshot().value).toBe('hidden'),
      dismissed: () => expect(h.text()).toBeNull(),
    },
    events: {
      SHOW: () => h.actor.send({ type: 'notice.show', text: 'One' }),
      SHOW_ANOTHER: () => h.actor.send({ type: 'notice.show', text: 'Two' }),
      TIMEOUT: () => h.clock.increment(3000),
      DISMISS: () => h.actor.send({ type: 'notice.dismiss' }),
    },
    stop: () => h.actor.stop(),
  };
});
