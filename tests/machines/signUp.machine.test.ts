import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { signUpMachine } from '../../machines/signUp.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(signUpMachine);

function harness() {
  const register = controlledPromise<void, { email: string; password: string }>();
  const effects = { alerts: [] as string[], toSignIn: 0 };
  const actor = createActor(
    signUpMachine.provide({
      actors: { register: register.logic },
      actions: {
        alertFailure: (_, { message }) => effects.alerts.push(message),
        goToSignIn: () => {
          effects.toSignIn++;
        },
      },
    }),
    { inspect },
  ).start();
  const fill = (email: string, password: string, confirmPassword: string) => {
    actor.send({ type: 'signUp.change', field: 'email', value: email });
    actor.send({ type: 'signUp.change', field: 'password', value: password });
    actor.send({ type: 'signUp.change', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, register, effects, fill };
}

describe('sign-up machine', () => {
  it.each([
    ['password', 'Short1', 'Password must be at least 8 characters long.'],
    ['password', 'lowercase1', 'Password must include at least one uppercase letter.'],
    ['password', 'UPPERCASE1', 'Password must include at least one lowercase letter.'],
    ['password', '', 'Password is required.'],
    ['confirmPassword', '', 'Confirm Password is required.'],
    ['email', 'bad', 'Invalid email format.'],
  ] as const)('shows the spec message for %s %j', (field, value, message) => {
    const h = harness();
    h.fill('ann@example.com', 'Secret123', 'Secret123');
    h.actor.send({ type: 'signUp.change', field, value });
    h.actor.send({ type: 'signUp.blur', field });
    expect(h.actor.getSnapshot().context.errors[field]).toBe(message);
  });

  it('requires matching passwords', () => {
    const h = harness();
    h.fill('ann@example.com', 'Secret123', 'Secret124');
    h.actor.send({ type: 'signUp.submit' });
    expect(h.actor.getSnapshot().context.errors.confirmPassword).toBe('Passwords do not match.');
    expect(h.register.calls).toHaveLength(0);
    expect(h.actor.getSnapshot().can({ type: 'signUp.submit' })).toBe(false);
    h.actor.send({ type: 'signUp.change', field: 'confirmPassword', value: 'Secret123' });
    expect(h.actor.getSnapshot().can({ type: 'signUp.submit' })).toBe(true);
  });

  it('alerts "Registration failed: {message}" and keeps the input', async () => {
    const h = harness();
    h.fill('ann@example.com', 'Secret123', 'Secret123');
    h.actor.send({ type: 'signUp.submit' });
    await h.register.reject(new Error('An account with this email already exists.'));
    expect(h.effects.alerts).toEqual(['Registration failed: An account with this email already exists.']);
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.values.email).toBe('ann@example.com');
  });

  it('uses the registration fallback when the failure has no message', async () => {
    const h = harness();
    h.fill('ann@example.com', 'Secret123', 'Secret123');
    h.actor.send({ type: 'signUp.submit' });
    await h.register.reject(new Error(''));
    expect(h.effects.alerts).toEqual(['Registration failed: 注册失败']);
  });
});

const model = createMachine({
  id: 'signUpModel',
  initial: 'blank',
  states: {
    blank: { on: { FILL_VALID: 'ready', FILL_MISMATCH: 'mismatch' } },
    mismatch: { on: { SUBMIT: 'mismatchShown' } },
    mismatchShown: {},
    ready: { on: { SUBMIT: 'submitting' } },
    submitting: { on: { SERVER_ACCEPTS: 'successModal', SERVER_REFUSES: 'alerted' } },
    alerted: {},
    successModal: { on: { CLOSE: 'atSignIn' } },
    atSignIn: {},
  },
});

describeModel('sign-up machine (model-based)', model, () => {
  const h = harness();
  const snap = () => h.actor.getSnapshot();
  return {
    states: {
      blank: () => expect(snap().can({ type: 'signUp.submit' })).toBe(false),
      mismatch: () => expect(snap().value).toBe('editing'),
      mismatchShown: () => expect(snap().context.errors.confirmPassword).toBe('Passwords do not match.'),
      ready: () => expect(snap().can({ type: 'signUp.submit' })).toBe(true),
      submitting: () => expect(snap().value).toBe('submitting'),
      alerted: () => {
        expect(h.effects.alerts).toEqual(['Registration failed: Email taken']);
        expect(snap().value).toBe('editing');
      },
      successModal: () => expect(snap().value).toBe('registered'),
      atSignIn: () => expect(h.effects.toSignIn).toBe(1),
    },
    events: {
      FILL_VALID: () => h.fill('ann@example.com', 'Secret123', 'Secret123'),
      FILL_MISMATCH: () => h.fill('ann@example.com', 'Secret123', 'Secret999'),
      SUBMIT: () => h.actor.send({ type: 'signUp.submit' }),
      SERVER_ACCEPTS: () => h.register.resolve(),
      SERVER_REFUSES: () => h.register.reject(new Error('Email taken')),
      CLOSE: () => h.actor.send({ type: 'signUp.closeSuccess' }),
    },
    stop: () => h.actor.stop(),
  };
});
