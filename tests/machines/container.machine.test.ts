import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { containerMachine } from '../../machines/container.machine.ts';
import type { Container, ContainerStatus, HostRef } from '../../src/contract/devops.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const host: HostRef = { project: 'My Project', hostId: '1' };
const nginx = (status: ContainerStatus): Container => ({
  id: 'c1',
  name: 'nginx',
  image: 'nginx:1.27',
  status,
  ports: '8080:80',
});

const inspect = coverTransitions(containerMachine);

function harness(status: ContainerStatus = 'Running') {
  const setStatus = controlledPromise<Container, { host: HostRef; id: string; status: ContainerStatus }>();
  const clock = new SimulatedClock();
  const actor = createActor(containerMachine.provide({ actors: { setStatus: setStatus.logic } }), {
    inspect,
    input: { host, container: nginx(status) },
    clock,
  }).start();
  const snap = () => actor.getSnapshot();
  return { actor, setStatus, clock, snap, send: actor.send.bind(actor) };
}

describe('container machine', () => {
  it('offers Stop and Restart but not Start while Running', () => {
    const { snap } = harness('Running');
    expect(snap().value).toBe('running');
    expect(snap().can({ type: 'container.start' })).toBe(false);
    expect(snap().can({ type: 'container.stop' })).toBe(true);
    expect(snap().can({ type: 'container.restart' })).toBe(true);
  });

  it('offers Start and Restart but not Stop while Stopped', () => {
    const { snap } = harness('Stopped');
    expect(snap().value).toBe('stopped');
    expect(snap().can({ type: 'container.stop' })).toBe(false);
    expect(snap().can({ type: 'container.start' })).toBe(true);
  });

  it('stores Stopped on Stop and Running on Start', async () => {
    const h = harness('Running');
    h.send({ type: 'container.stop' });
    expect(h.setStatus.calls).toEqual([{ host, id: 'c1', status: 'Stopped' }]);
    await h.setStatus.resolve(nginx('Stopped'));
    expect(h.snap().context.container.status).toBe('Stopped');
    h.send({ type: 'container.start' });
    await h.setStatus.resolve(nginx('Running'));
    expect(h.snap().value).toBe('running');
  });

  it('comes back Running after a restart, from Stopped too', async () => {
    const h = harness('Stopped');
    h.send({ type: 'container.restart' });
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.snap().can({ type: 'container.start' })).toBe(false);
    h.clock.increment(800);
    expect(h.setStatus.calls).toEqual([{ host, id: 'c1', status: 'Running' }]);
    await h.setStatus.resolve(nginx('Running'));
    expect(h.snap().value).toBe('running');
  });

  it('keeps the stored status and says why when storing fails', async () => {
    const h = harness('Running');
    h.send({ type: 'container.stop' });
    await h.setStatus.reject(new Error(''));
    expect(h.snap().value).toBe('running');
    expect(h.snap().context.failure).toBe('Failed to stop container.');
  });

  it('stays Stopped and gives the server’s reason when starting fails', async () => {
    const h = harness('Stopped');
    h.send({ type: 'container.start' });
    await h.setStatus.reject(new Error('Host is offline.'));
    expect(h.snap().value).toBe('stopped');
    expect(h.snap().context.failure).toBe('Host is offline.');
  });
});

const model = createMachine({
  id: 'containerModel',
  initial: 'running',
  states: {
    running: { on: { STOP: 'stopping', RESTART: 'restarting' } },
    stopping: { on: { STORED: 'stopped', STORE_FAILED: 'stopFailed' } },
    stopFailed: {},
    stopped: { on: { START: 'starting' } },
    starting: { on: { STORED: 'runningAgain' } },
    runningAgain: {},
    restarting: { on: { RESTART_WAIT: 'restartStoring' } },
    restartStoring: { on: { STORED: 'restarted' } },
    restarted: {},
  },
});

describeModel('container machine (model-based)', model, () => {
  const h = harness('Running');
  const status = () => h.snap().context.container.status;
  let next: ContainerStatus = 'Running';
  return {
    states: {
      running: () => expect(h.snap().can({ type: 'container.start' })).toBe(false),
      stopping: () => expect(h.snap().value).toBe('stopping'),
      stopFailed: () => {
        expect(status()).toBe('Running');
        expect(h.snap().context.failure).toBe('Failed to stop container.');
      },
      stopped: () => {
        expect(status()).toBe('Stopped');
        expect(h.snap().can({ type: 'container.stop' })).toBe(false);
      },
      starting: () => expect(h.snap().value).toBe('starting'),
      runningAgain: () => expect(status()).toBe('Running'),
      restarting: () => expect(h.snap().value).toBe('restarting'),
      restartStoring: () => expect(h.setStatus.calls.at(-1)?.status).toBe('Running'),
      restarted: () => expect(h.snap().value).toBe('running'),
    },
    events: {
      STOP: () => {
        next = 'Stopped';
        h.send({ type: 'container.stop' });
      },
      START: () => {
        next = 'Running';
        h.send({ type: 'container.start' });
      },
      RESTART: () => {
        next = 'Running';
        h.send({ type: 'container.restart' });
      },
      RESTART_WAIT: () => h.clock.increment(800),
      STORED: () => h.setStatus.resolve(nginx(next)),
      STORE_FAILED: () => h.setStatus.reject(new Error('')),
    },
    stop: () => h.actor.stop(),
  };
});
