import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, SimulatedClock } from 'xstate';
import { signInMachine } from '../../machines/signIn.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(signInMachine);

function harness(next?: string | null) {
  const signIn = controlledPromise<void, { email: string; password: string }>();
  const clock = new SimulatedClock();
  const effects = { wentTo: [] as string[] };
  const actor = createActor(
    signInMachine.provide({
      actors: { signIn: signIn.logic },
      actions: {
        goNext: (_, { path }) => {
          effects.wentTo.push(path);
        },
      },
    }),
    { clock, inspect, input: { next } },
  ).start();
  const type = (field: 'email' | 'password', value: string) =>
    actor.send({ type: 'signIn.change', field, value });
  return { actor, clock, signIn, effects, type };
}

describe('sign-in machine', () => {
  it('offers submit only when both fields are filled and no error shows', () => {
    const h = harness();
    expect(h.actor.getSnapshot().can({ type: 'signIn.submit' })).toBe(false);
    h.type('email', 'ann@example');
    h.actor.send({ type: 'signIn.blur', field: 'email' });
    expect(h.actor.getSnapshot().context.errors.email).toBe('Invalid email format.');
    h.type('password', 'secret1');
    expect(h.actor.getSnapshot().can({ type: 'signIn.submit' })).toBe(false);
    h.type('email', 'ann@example.com');
    expect(h.actor.getSnapshot().context.errors.email).toBeUndefined();
    expect(h.actor.getSnapshot().can({ type: 'signIn.submit' })).toBe(true);
  });

  it.each([
    ['email', '', 'Email is required.'],
    ['password', '', 'Password is required.'],
    ['password', '12345', 'Password must be at least 6 characters long.'],
  ] as const)('shows the spec message for %s %j on blur', (field, value, message) => {
    const h = harness();
    h.type(field, value);
    h.actor.send({ type: 'signIn.blur', field });
    expect(h.actor.getSnapshot().context.errors[field]).toBe(message);
  });

  it('validates on submit before calling the server', () => {
    const h = harness();
    h.type('email', 'ann@example.com');
    h.type('password', '123');
    h.actor.send({ type: 'signIn.submit' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.errors.password).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(h.signIn.calls).toHaveLength(0);
  });

  it('counts down 3, 2, 1 seconds after success and then goes home', async () => {
    const h = harness();
    h.type('email', ' ann@example.com ');
    h.type('password', 'Secret123');
    h.actor.send({ type: 'signIn.submit' });
    expect(h.signIn.calls).toEqual([{ email: 'ann@example.com', password: 'Secret123' }]);
    await h.signIn.resolve();
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(3);
    h.clock.increment(1000);
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(2);
    h.clock.increment(1000);
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(h.effects.wentTo).toEqual([]);
    h.clock.increment(1000);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.effects.wentTo).toEqual(['/']);
  });

  async function signInWith(next: string | null) {
    const h = harness(next);
    h.type('email', 'ann@example.com');
    h.type('password', 'Secret123');
    h.actor.send({ type: 'signIn.submit' });
    await h.signIn.resolve();
    for (let second = 0; second < 3; second++) h.clock.increment(1000);
    return h.effects.wentTo;
  }

  it.each([
    ['/dashboard/files', '/dashboard/files'],
    ['/profile?tab=password#change', '/profile?tab=password#change'],
    ['/dashboard/%2F%2Fevil.com', '/dashboard/%2F%2Fevil.com'],
  ])('returns to the page that sent the user to sign in: %s', async (next, path) => {
    expect(await signInWith(next)).toEqual([path]);
  });

  it.each([
    '//evil.com/dashboard',
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    '/dash\\board',
    '/\t/evil.com',
    'dashboard/files',
    '/signin',
    '/signup?next=/profile',
    '',
  ])('goes home instead of to %j', async (next) => {
    expect(await signInWith(next)).toEqual(['/']);
  });

  it('shows the failure and returns to editing when dismissed, keeping the input', async () => {
    const h = harness();
    h.type('email', 'ann@example.com');
    h.type('password', 'Secret123');
    h.actor.send({ type: 'signIn.submit' });
    await h.signIn.reject(new Error('Invalid email or password.'));
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.failure).toBe('Invalid email or password.');
    h.actor.send({ type: 'signIn.dismissError' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.values.email).toBe('ann@example.com');
  });

  it('falls back to a generic message when the failure has none', async () => {
    const h = harness();
    h.type('email', 'ann@example.com');
    h.type('password', 'Secret123');
    h.actor.send({ type: 'signIn.submit' });
    await h.signIn.reject(new Error(''));
    expect(h.actor.getSnapshot().context.failure).toBe('An unexpected error occurred.');
  });
});

const model = createMachine({
  id: 'signInModel',
  types: {} as { context: { next: string | null } },
  context: { next: null },
  initial: 'opened',
  states: {
    opened: {
      on: {
        OPEN: 'empty',
        OPEN_FROM_PAGE: { target: 'empty', actions: assign({ next: '/dashboard/files' }) },
        OPEN_WITH_FOREIGN_NEXT: { target: 'empty', actions: assign({ next: '//evil.com/' }) },
      },
    },
    empty: { on: { FILL_VALID: 'ready', FILL_SHORT_PASSWORD: 'invalid' } },
    invalid: { on: { SUBMIT: 'invalidShown' } },
    invalidShown: {},
    ready: { on: { SUBMIT: 'submitting' } },
    submitting: { on: { SERVER_ACCEPTS: 'countingDown', SERVER_REFUSES: 'errorModal' } },
    errorModal: { on: { CLOSE: 'ready' } },
    countingDown: { on: { THREE_SECONDS_PASS: 'home' } },
    home: {},
  },
});

describeModel('sign-in machine (model-based)', model, () => {
  let h: ReturnType<typeof harness> | undefined;
  let expectedPath = '/';
  const snap = () => h!.actor.getSnapshot();
  return {
    states: {
      opened: () => expect(h).toBeUndefined(),
      empty: () => expect(snap().can({ type: 'signIn.submit' })).toBe(false),
      invalid: () => expect(snap().can({ type: 'signIn.submit' })).toBe(true),
      invalidShown: () => {
        expect(snap().value).toBe('editing');
        expect(snap().context.errors.password).toBe('Password must be at least 6 characters long.');
      },
      ready: () => {
        expect(snap().value).toBe('editing');
        expect(snap().can({ type: 'signIn.submit' })).toBe(true);
      },
      submitting: () => expect(snap().value).toBe('submitting'),
      errorModal: () => expect(snap().context.failure).toBe('Invalid email or password.'),
      countingDown: () => expect(snap().matches('succeeded')).toBe(true),
      home: () => expect(h!.effects.wentTo).toEqual([expectedPath]),
    },
    events: {
      OPEN: () => {
        h = harness();
      },
      OPEN_FROM_PAGE: () => {
        h = harness('/dashboard/files');
        expectedPath = '/dashboard/files';
      },
      OPEN_WITH_FOREIGN_NEXT: () => {
        h = harness('//evil.com/');
      },
      FILL_VALID: () => {
        h!.type('email', 'ann@example.com');
        h!.type('password', 'Secret123');
      },
      FILL_SHORT_PASSWORD: () => {
        h!.type('email', 'ann@example.com');
        h!.type('password', '123');
      },
      SUBMIT: () => h!.actor.send({ type: 'signIn.submit' }),
      SERVER_ACCEPTS: () => h!.signIn.resolve(),
      SERVER_REFUSES: () => h!.signIn.reject(new Error('Invalid email or password.')),
      CLOSE: () => h!.actor.send({ type: 'signIn.dismissError' }),
      THREE_SECONDS_PASS: () => {
        for (let second = 0; second < 3; second++) h!.clock.increment(1000);
      },
    },
    stop: () => h?.actor.stop(),
  };
});
