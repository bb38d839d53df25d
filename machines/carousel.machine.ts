import { assign, setup } from 'xstate';

export interface CarouselInput {
  slideCount: number;
  /** The visitor's `prefers-reduced-motion: reduce`, read by the view. */
  reducedMotion: boolean;
}

export interface CarouselContext {
  index: number;
  slideCount: number;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pointerEnter' }
  | { type: 'carousel.pointerLeave' }
  | { type: 'carousel.focusIn' }
  | { type: 'carousel.focusOut' }
  | { type: 'carousel.stop' }
  | { type: 'carousel.play' };

const wrap = (index: number, count: number) => (count > 0 ? (index + count) % count : 0);

/**
 * The hero carousel: advances every `carouselTick` while nobody hovers or focuses it, and
 * stands still when the visitor prefers reduced motion or stops it.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.slideCount) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.slideCount) }),
    showSlide: assign({
      index: ({ context, event }) =>
        event.type === 'carousel.goTo' ? wrap(event.index, context.slideCount) : context.index,
    }),
  },
  guards: {
    interacting: ({ context }) => context.hovered || context.focused,
    leftAlone: ({ context }) => !context.hovered && !context.focused,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
  delays: { carouselTick: 3000 },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    slideCount: input.slideCount,
    reducedMotion: input.reducedMotion,
    hovered: false,
    focused: false,
  }),
  initial: 'starting',
  on: {
    'carousel.next': { actions: 'showNext' },
    'carousel.previous': { actions: 'showPrevious' },
    'carousel.goTo': { actions: 'showSlide' },
    'carousel.pointerEnter': { actions: assign({ hovered: true }) },
    'carousel.pointerLeave': { actions: assign({ hovered: false }) },
    'carousel.focusIn': { actions: assign({ focused: true }) },
    'carousel.focusOut': { actions: assign({ focused: false }) },
  },
  states: {
    starting: {
      always: [{ guard: 'prefersReducedMotion', target: 'still' }, { target: 'rotating' }],
    },
    rotating: {
      initial: 'playing',
      on: {
        'carousel.stop': 'still',
      },
      states: {
        playing: {
          always: { guard: 'interacting', target: 'paused' },
          after: { carouselTick: { target: 'playing', reenter: true, actions: 'showNext' } },
          on: {
            // A manual step restarts the countdown so the next slide gets its full time.
            'carousel.next': { target: 'playing', reenter: true, actions: 'showNext' },
            'carousel.previous': { target: 'playing', reenter: true, actions: 'showPrevious' },
            'carousel.goTo': { target: 'playing', reenter: true, actions: 'showSlide' },
          },
        },
        paused: {
          always: { guard: 'leftAlone', target: 'playing' },
        },
      },
    },
    still: {
      on: {
        'carousel.play': 'rotating',
      },
    },
  },
});
