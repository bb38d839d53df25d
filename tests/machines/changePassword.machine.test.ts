import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { changePasswordMachine, changePasswordMessages } from '../../machines/changePassword.machine.ts';
import { SUCCESS_NOTICE_MS } from '../../machines/notice.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(changePasswordMachine);

function harness() {
  const change = controlledPromise<void, { oldPassword: string; newPassword: string }>();
  const clock = new SimulatedClock();
  const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: change.logic } }), {
    clock,
    inspect,
  }).start();
  const fill = (oldPassword: string, newPassword: string, confirmNewPassword: string) => {
    actor.send({ type: 'password.change', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'password.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'password.change', field: 'confirmNewPassword', value: confirmNewPassword });
  };
  const notice = () => actor.getSnapshot().children.notice?.getSnapshot().context.text ?? null;
  return { actor, change, clock, fill, notice };
}

describe('change-password machine', () => {
  it('needs all three fields', () => {
    const h = harness();
    h.fill('Secret123', 'Better456', '');
    expect(h.actor.getSnapshot().can({ type: 'password.submit' })).toBe(false);
  });

  it('shows "New passwords do not match." and "New password must be at least 6 characters long."', () => {
    const h = harness();
    h.fill('Secret123', 'abc', 'abd');
    h.actor.send({ type: 'password.submit' });
    expect(h.actor.getSnapshot().context.errors).toEqual({
      newPassword: 'New password must be at least 6 characters long.',
      confirmNewPassword: 'New passwords do not match.',
    });
    expect(h.change.calls).toHaveLength(0);
  });

  it('sends old and new password, clears the form and shows the success notice for 3 s', async () => {
    const h = harness();
    h.fill('Secret123', 'Better456', 'Better456');
    h.actor.send({ type: 'password.submit' });
    expect(h.change.calls).toEqual([{ oldPassword: 'Secret123', newPassword: 'Better456' }]);
    await h.change.resolve();
    expect(h.notice()).toBe('Password changed successfully!');
    expect(h.actor.getSnapshot().context.values).toEqual({
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    });
    h.clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(h.notice()).toBe('Password changed successfully!');
    h.clock.increment(1);
    expect(h.notice()).toBeNull();
  });

  it('shows a field’s message when it loses focus', () => {
    const h = harness();
    h.actor.send({ type: 'password.change', field: 'newPassword', value: 'abc' });
    h.actor.send({ type: 'password.blur', field: 'newPassword' });
    expect(h.actor.getSnapshot().context.errors).toEqual({
      newPassword: 'New password must be at least 6 characters long.',
    });
  });

  it('edits again right after a success, dropping the notice', async () => {
    const h = harness();
    h.fill('Secret123', 'Better456', 'Better456');
    h.actor.send({ type: 'password.submit' });
    await h.change.resolve();
    h.actor.send({ type: 'password.change', field: 'oldPassword', value: 'Better456' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.notice()).toBeNull();
    expect(h.actor.getSnapshot().context.values.oldPassword).toBe('Better456');
    h.fill('Better456', 'Best789', 'Best789');
    h.actor.send({ type: 'password.submit' });
    expect(h.change.calls[1]).toEqual({ oldPassword: 'Better456', newPassword: 'Best789' });
    await h.change.resolve();
    expect(h.notice()).toBe(changePasswordMessages.changed);
  });
});

const model = createMachine({
  id: 'changePasswordModel',
  initial: 'blank',
  states: {
    blank: { on: { FILL_VALID: 'ready' } },
    ready: { on: { SUBMIT: 'submitting' } },
    submitting: { on: { SERVER_ACCEPTS: 'changed', SERVER_REFUSES: 'refused' } },
    changed: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    refused: {},
  },
});

describeModel('change-password machine (model-based)', model, () => {
  const h = harness();
  const snap = () => h.actor.getSnapshot();
  return {
    states: {
      blank: () => expect(snap().can({ type: 'password.submit' })).toBe(false),
      ready: () => expect(snap().can({ type: 'password.submit' })).toBe(true),
      submitting: () => expect(snap().value).toBe('submitting'),
      changed: () => expect(h.notice()).toBe('Password changed successfully!'),
      noticeGone: () => {
        expect(h.notice()).toBeNull();
        expect(snap().value).toBe('editing');
      },
      refused: () => {
        expect(snap().context.failure).toBe('Failed to change password.');
        expect(snap().context.values.newPassword).toBe('Better456');
      },
    },
    events: {
      FILL_VALID: () => h.fill('Secret123', 'Better456', 'Better456'),
      SUBMIT: () => h.actor.send({ type: 'password.submit' }),
      SERVER_ACCEPTS: () => h.change.resolve(),
      SERVER_REFUSES: () => h.change.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(SUCCESS_NOTICE_MS),
    },
    stop: () => h.actor.stop(),
  };
});
