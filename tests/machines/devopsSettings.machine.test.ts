import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { devopsSettingsMachine } from '../../machines/devopsSettings.machine.ts';
import type { DevopsSettings } from '../../src/contract/devops.ts';
import { controlledPromise } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(devopsSettingsMachine);

function harness() {
  const load = controlledPromise<DevopsSettings>();
  const save = controlledPromise<DevopsSettings, DevopsSettings>();
  const reset = controlledPromise<void>();
  const actor = createActor(
    devopsSettingsMachine.provide({ actors: { load: load.logic, save: save.logic, reset: reset.logic } }),
    { inspect },
  ).start();
  return { actor, load, save, reset, snap: () => actor.getSnapshot() };
}

describe('devops settings machine', () => {
  it('stores a new default period as soon as it is chosen', async () => {
    const h = harness();
    await h.load.resolve({ statisticsPeriod: '10 min' });
    h.actor.send({ type: 'settings.periodChange', period: '1 hr' });
    expect(h.save.calls).toEqual([{ statisticsPeriod: '1 hr' }]);
    await h.save.resolve({ statisticsPeriod: '1 hr' });
    expect(h.snap().context).toMatchObject({
      settings: { statisticsPeriod: '1 hr' },
      notice: 'Settings saved.',
    });
  });

  it('resets the sample data only after confirmation', async () => {
    const h = harness();
    await h.load.resolve({ statisticsPeriod: '10 min' });
    h.actor.send({ type: 'settings.reset' });
    h.actor.send({ type: 'settings.resetCancel' });
    expect(h.reset.calls).toHaveLength(0);
    h.actor.send({ type: 'settings.reset' });
    h.actor.send({ type: 'settings.resetConfirm' });
    expect(h.reset.calls).toHaveLength(1);
    await h.reset.resolve(undefined);
    expect(h.snap().context.notice).toBe('Sample data restored.');
  });

  it('shows the stored period again, and why, when storing a new one fails', async () => {
    const h = harness();
    await h.load.resolve({ statisticsPeriod: '10 min' });
    h.actor.send({ type: 'settings.periodChange', period: '1 hr' });
    await h.save.reject(new Error(''));
    expect(h.load.calls).toHaveLength(2);
    await h.load.resolve({ statisticsPeriod: '10 min' });
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context).toMatchObject({
      settings: { statisticsPeriod: '10 min' },
      failure: 'Failed to save settings.',
    });
  });

  it('says why resetting failed and keeps the settings', async () => {
    const h = harness();
    await h.load.resolve({ statisticsPeriod: '10 min' });
    h.actor.send({ type: 'settings.reset' });
    h.actor.send({ type: 'settings.resetConfirm' });
    await h.reset.reject(new Error(''));
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context).toMatchObject({
      settings: { statisticsPeriod: '10 min' },
      failure: 'Failed to reset the sample data.',
      notice: null,
    });
  });

  it('says why loading failed and tries again', async () => {
    const h = harness();
    await h.load.reject(new Error(''));
    expect(h.snap().context.failure).toBe('Failed to load settings.');
    h.actor.send({ type: 'settings.retry' });
    await h.load.resolve({ statisticsPeriod: '24 hr' });
    expect(h.snap().value).toBe('ready');
    expect(h.snap().context.failure).toBeNull();
  });
});
