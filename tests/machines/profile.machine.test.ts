import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { SUCCESS_NOTICE_MS } from '../../machines/notice.machine.ts';
import { profileMachine, profileMessages } from '../../machines/profile.machine.ts';
import type { Profile, ProfileUpdate } from '../../src/contract/auth.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(profileMachine);

const profile = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: null,
  realName: 'Ann',
  gender: null,
  phoneAreaCode: null,
  phoneNumber: null,
  gmtBirthday: null,
  language: 'en',
} as Profile;

function harness() {
  const save = controlledPromise<Profile, ProfileUpdate>();
  const saved: Profile[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    profileMachine.provide({
      actors: { saveProfile: save.logic },
      actions: { profileSaved: (_, p) => saved.push(p.profile) },
    }),
    { input: { profile, today: '2026-11-26' }, clock, inspect },
  ).start();
  /** The success notice the `notice` child shows, or null. */
  const notice = () => actor.getSnapshot().children.notice?.getSnapshot().context.text ?? null;
  return { actor, save, saved, clock, notice };
}

describe('profile machine', () => {
  it('edits again right after a save, dropping the notice', async () => {
    const h = harness();
    h.actor.send({ type: 'profile.save' });
    await h.save.resolve(profile);
    h.actor.send({ type: 'profile.change', field: 'nickname', value: 'Annie' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.notice()).toBeNull();
    expect(h.actor.getSnapshot().context.values).toMatchObject({ nickname: 'Annie' });
    h.actor.send({ type: 'profile.save' });
    await h.save.resolve({ ...profile, nickname: 'Annie' });
    expect(h.notice()).toBe(profileMessages.saved);
    expect(h.saved.map((p) => p.nickname)).toEqual([null, 'Annie']);
  });

  it('starts from the profile and saves blanks as null', async () => {
    const h = harness();
    expect(h.actor.getSnapshot().context.values).toMatchObject({ realName: 'Ann', nickname: '' });
    h.actor.send({ type: 'profile.change', field: 'nickname', value: ' Annie ' });
    h.actor.send({ type: 'profile.change', field: 'realName', value: '' });
    h.actor.send({ type: 'profile.save' });
    expect(h.save.calls[0]).toMatchObject({ nickname: 'Annie', realName: null, language: 'en' });
    await h.save.resolve({ ...profile, nickname: 'Annie', realName: null });
    expect(h.notice()).toBe('Profile saved successfully!');
    expect(h.saved[0]?.nickname).toBe('Annie');
    h.clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(h.notice()).toBe('Profile saved successfully!');
    h.clock.increment(1);
    expect(h.notice()).toBeNull();
  });

  it('refuses a phone that is not a phone, a birthday to come and a free-text language, without saving', () => {
    const h = harness();
    h.actor.send({ type: 'profile.change', field: 'phoneAreaCode', value: '+1' });
    h.actor.send({ type: 'profile.change', field: 'phoneNumber', value: 'not a phone' });
    h.actor.send({ type: 'profile.change', field: 'gmtBirthday', value: '2030-01-01' });
    h.actor.send({ type: 'profile.change', field: 'language', value: 'English' });
    h.actor.send({ type: 'profile.save' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.save.calls).toHaveLength(0);
    expect(h.actor.getSnapshot().context.errors).toEqual({
      phoneNumber: 'Phone number is not a valid phone number.',
      gmtBirthday: 'Birthday cannot be in the future.',
      language: 'Choose a language from the list.',
    });
    h.actor.send({ type: 'profile.change', field: 'gmtBirthday', value: '2026-11-26' });
    expect(h.actor.getSnapshot().context.errors.gmtBirthday).toBeUndefined();
    expect(h.actor.getSnapshot().context.values.phoneNumber).toBe('not a phone');
  });

  it('saves a real phone number with its area code, a past birthday and a listed language', () => {
    const h = harness();
    h.actor.send({ type: 'profile.change', field: 'phoneAreaCode', value: '+44' });
    h.actor.send({ type: 'profile.change', field: 'phoneNumber', value: '20 7946 0958' });
    h.actor.send({ type: 'profile.change', field: 'gmtBirthday', value: '1990-04-30' });
    h.actor.send({ type: 'profile.change', field: 'language', value: 'de' });
    h.actor.send({ type: 'profile.save' });
    expect(h.save.calls[0]).toMatchObject({
      phoneAreaCode: '+44',
      phoneNumber: '20 7946 0958',
      language: 'de',
    });
  });

  it('asks for an area code when a local number has none', () => {
    const h = harness();
    h.actor.send({ type: 'profile.change', field: 'phoneNumber', value: '2079460958' });
    h.actor.send({ type: 'profile.save' });
    expect(h.actor.getSnapshot().context.errors.phoneNumber).toBe(
      'Phone number needs an area code, or start it with + and the country code.',
    );
  });

  it('shows the field messages the server sends', async () => {
    const h = harness();
    h.actor.send({ type: 'profile.save' });
    await h.save.reject(
      Object.assign(new Error('Birthday cannot be in the future.'), {
        details: { fields: { gmtBirthday: 'Birthday cannot be in the future.' } },
      }),
    );
    expect(h.actor.getSnapshot().context.errors).toEqual({
      gmtBirthday: 'Birthday cannot be in the future.',
    });
  });

  it('shows the server message on failure and keeps the edits', async () => {
    const h = harness();
    h.actor.send({ type: 'profile.change', field: 'nickname', value: 'Ann' });
    h.actor.send({ type: 'profile.save' });
    await h.save.reject(new Error('gmtBirthday: Birthday must be a date like 1990-04-30.'));
    expect(h.actor.getSnapshot().context).toMatchObject({
      failure: 'gmtBirthday: Birthday must be a date like 1990-04-30.',
      values: { nickname: 'Ann' },
    });
  });
});

const model = createMachine({
  id: 'profileModel',
  initial: 'editing',
  states: {
    editing: { on: { SAVE: 'saving', SAVE_INVALID: 'refused' } },
    refused: { on: { FIX: 'editing' } },
    saving: { on: { SAVED: 'savedNotice', FAILED: 'failedMessage' } },
    savedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    failedMessage: {},
  },
});

describeModel('profile machine (model-based)', model, () => {
  const h = harness();
  const ctx = () => h.actor.getSnapshot().context;
  return {
    states: {
      editing: () => {
        expect(h.actor.getSnapshot().value).toBe('editing');
        expect(ctx().errors).toEqual({});
      },
      refused: () => {
        expect(h.actor.getSnapshot().value).toBe('editing');
        expect(ctx().errors).toEqual({ gmtBirthday: 'Birthday cannot be in the future.' });
        expect(h.save.calls).toHaveLength(0);
      },
      saving: () => expect(h.actor.getSnapshot().value).toBe('saving'),
      savedNotice: () => expect(h.notice()).toBe('Profile saved successfully!'),
      noticeGone: () => expect(h.notice()).toBeNull(),
      failedMessage: () => expect(ctx().failure).toBe('Failed to save profile.'),
    },
    events: {
      SAVE: () => h.actor.send({ type: 'profile.save' }),
      SAVE_INVALID: () => {
        h.actor.send({ type: 'profile.change', field: 'gmtBirthday', value: '2099-01-01' });
        h.actor.send({ type: 'profile.save' });
      },
      FIX: () => h.actor.send({ type: 'profile.change', field: 'gmtBirthday', value: '' }),
      SAVED: () => h.save.resolve(profile),
      FAILED: () => h.save.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(SUCCESS_NOTICE_MS),
    },
    stop: () => h.actor.stop(),
  };
});
