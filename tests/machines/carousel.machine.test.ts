import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { carouselMachine } from '../../machines/carousel.machine.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(carouselMachine);

const TICK = 3000;

function harness(reducedMotion = false, slideCount = 3) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, {
    input: { slideCount, reducedMotion },
    clock,
    inspect,
  }).start();
  const index = () => actor.getSnapshot().context.index;
  const send = (type: Exclude<Parameters<typeof actor.send>[0]['type'], 'carousel.goTo'>) =>
    actor.send({ type });
  return { actor, clock, index, send };
}

describe('carousel machine', () => {
  it('advances every 3 seconds and wraps after the last slide', () => {
    const h = harness();
    expect(h.actor.getSnapshot().matches({ rotating: 'playing' })).toBe(true);
    h.clock.increment(TICK - 1);
    expect(h.index()).toBe(0);
    h.clock.increment(1);
    expect(h.index()).toBe(1);
    h.clock.increment(TICK);
    expect(h.index()).toBe(2);
    h.clock.increment(TICK);
    expect(h.index()).toBe(0);
  });

  it('pauses while hovered and gives the slide a full 3 seconds after the pointer leaves', () => {
    const h = harness();
    h.clock.increment(2000);
    h.send('carousel.pointerEnter');
    expect(h.actor.getSnapshot().matches({ rotating: 'paused' })).toBe(true);
    h.clock.increment(10 * TICK);
    expect(h.index()).toBe(0);
    h.send('carousel.pointerLeave');
    h.clock.increment(TICK - 1);
    expect(h.index()).toBe(0);
    h.clock.increment(1);
    expect(h.index()).toBe(1);
  });

  it('stays paused while focus is inside even after the pointer leaves', () => {
    const h = harness();
    h.send('carousel.pointerEnter');
    h.send('carousel.focusIn');
    h.send('carousel.pointerLeave');
    h.clock.increment(2 * TICK);
    expect(h.actor.getSnapshot().matches({ rotating: 'paused' })).toBe(true);
    expect(h.index()).toBe(0);
    h.send('carousel.focusOut');
    h.clock.increment(TICK);
    expect(h.index()).toBe(1);
  });

  it('steps with previous, next and the dots, wrapping both ways', () => {
    const h = harness();
    h.send('carousel.previous');
    expect(h.index()).toBe(2);
    h.send('carousel.next');
    expect(h.index()).toBe(0);
    h.actor.send({ type: 'carousel.goTo', index: 2 });
    expect(h.index()).toBe(2);
  });

  it('restarts the countdown after a manual step', () => {
    const h = harness();
    h.clock.increment(2500);
    h.send('carousel.next');
    h.clock.increment(2500);
    expect(h.index()).toBe(1);
    h.clock.increment(500);
    expect(h.index()).toBe(2);
  });

  it('never auto-advances when the visitor prefers reduced motion, but still steps by hand', () => {
    const h = harness(true);
    expect(h.actor.getSnapshot().value).toBe('still');
    h.clock.increment(10 * TICK);
    expect(h.index()).toBe(0);
    h.send('carousel.next');
    expect(h.index()).toBe(1);
  });

  it('stops on request and plays again, offering each only where it applies', () => {
    const h = harness();
    expect(h.actor.getSnapshot().can({ type: 'carousel.play' })).toBe(false);
    h.send('carousel.stop');
    expect(h.actor.getSnapshot().can({ type: 'carousel.stop' })).toBe(false);
    h.clock.increment(2 * TICK);
    expect(h.index()).toBe(0);
    h.send('carousel.play');
    h.clock.increment(TICK);
    expect(h.index()).toBe(1);
  });

  it('steps by hand while stopped without playing again', () => {
    const h = harness();
    h.send('carousel.stop');
    h.send('carousel.previous');
    expect(h.index()).toBe(2);
    h.actor.send({ type: 'carousel.goTo', index: 1 });
    expect(h.index()).toBe(1);
    h.clock.increment(2 * TICK);
    expect(h.index()).toBe(1);
  });
});

const model = createMachine({
  id: 'carouselModel',
  initial: 'unopened',
  states: {
    unopened: { on: { OPEN: 'playing', OPEN_WITH_REDUCED_MOTION: 'still' } },
    playing: {
      on: { TICK: 'advanced', HOVER: 'hovered', FOCUS: 'focused', STOP: 'stopped' },
    },
    advanced: {},
    hovered: { on: { WAIT: 'heldWhileHovered' } },
    heldWhileHovered: { on: { LEAVE: 'resumed' } },
    focused: { on: { WAIT: 'heldWhileFocused' } },
    heldWhileFocused: { on: { BLUR: 'resumed' } },
    resumed: { on: { TICK: 'advancedAfterResume' } },
    advancedAfterResume: {},
    still: { on: { WAIT: 'heldStill', NEXT: 'steppedByHand' } },
    heldStill: {},
    steppedByHand: {},
    stopped: { on: { WAIT: 'heldStopped', PLAY: 'resumed' } },
    heldStopped: {},
  },
});

describeModel('carousel machine (model-based)', model, () => {
  let h: ReturnType<typeof harness> | undefined;
  let before = 0;
  const live = () => {
    if (!h) throw new Error('carousel not opened');
    return h;
  };
  const snap = () => live().actor.getSnapshot();
  const act = (run: (c: ReturnType<typeof harness>) => void) => {
    before = live().index();
    run(live());
  };
  const movedOn = () => expect(snap().context.index).toBe((before + 1) % 3);
  const heldStill = () => expect(snap().context.index).toBe(before);
  return {
    states: {
      unopened: () => expect(h).toBeUndefined(),
      playing: () => expect(snap().matches({ rotating: 'playing' })).toBe(true),
      advanced: movedOn,
      hovered: () => expect(snap().matches({ rotating: 'paused' })).toBe(true),
      heldWhileHovered: () => {
        expect(snap().matches({ rotating: 'paused' })).toBe(true);
        heldStill();
      },
      focused: () => expect(snap().matches({ rotating: 'paused' })).toBe(true),
      heldWhileFocused: () => {
        expect(snap().matches({ rotating: 'paused' })).toBe(true);
        heldStill();
      },
      resumed: () => expect(snap().matches({ rotating: 'playing' })).toBe(true),
      advancedAfterResume: movedOn,
      still: () => expect(snap().value).toBe('still'),
      heldStill: () => {
        expect(snap().value).toBe('still');
        heldStill();
      },
      steppedByHand: movedOn,
      stopped: () => expect(snap().value).toBe('still'),
      heldStopped: () => {
        expect(snap().value).toBe('still');
        heldStill();
      },
    },
    events: {
      OPEN: () => {
        h = harness(false);
      },
      OPEN_WITH_REDUCED_MOTION: () => {
        h = harness(true);
      },
      TICK: () => act((c) => c.clock.increment(TICK)),
      WAIT: () => act((c) => c.clock.increment(5 * TICK)),
      HOVER: () => act((c) => c.send('carousel.pointerEnter')),
      LEAVE: () => act((c) => c.send('carousel.pointerLeave')),
      FOCUS: () => act((c) => c.send('carousel.focusIn')),
      BLUR: () => act((c) => c.send('carousel.focusOut')),
      NEXT: () => act((c) => c.send('carousel.next')),
      STOP: () => act((c) => c.send('carousel.stop')),
      PLAY: () => act((c) => c.send('carousel.play')),
    },
    stop: () => h?.actor.stop(),
  };
});
