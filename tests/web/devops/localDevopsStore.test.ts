import { describe, expect, it } from 'vitest';
import {
  devopsStorageKey,
  INTERRUPTED_NOTE,
  localDevopsStore,
  nextHostId,
} from '../../../src/web/devops/localDevopsStore.ts';

const host = { name: 'h', ipAddress: '10.0.0.1', status: 'Online', description: '' };
const open = (userId = 'u1', now = () => 1_700_000_000_000) =>
  localDevopsStore({ storage: localStorage, userId, now });

describe('host id rule', () => {
  it('is the count plus one, or the next free number when that is taken', () => {
    expect(nextHostId([])).toBe('1');
    expect(nextHostId([{ id: '1' }, { id: '2' }])).toBe('3');
    // Host 2 of 1, 2, 3 was deleted: the count plus one (3) is taken, so 4.
    expect(nextHostId([{ id: '1' }, { id: '3' }])).toBe('4');
    expect(nextHostId([{ id: '3' }, { id: '4' }])).toBe('5');
  });
});

describe('local devops store', () => {
  it('seeds each project on first read and keeps changes for the next page load', async () => {
    const store = open();
    expect((await store.listHosts('My Project')).map((h) => h.id)).toEqual(['1', '2', '3', '4']);
    await store.saveHost('My Project', null, host);
    await store.removeHost('My Project', '2');
    const again = open();
    expect((await again.listHosts('My Project')).map((h) => h.id)).toEqual(['1', '3', '4', '5']);
    expect((await again.listHosts('Project A')).map((h) => h.id)).toEqual(['1', '2', '3', '4']);
  });

  it('never gives a new host an id in use', async () => {
    const store = open();
    await store.removeHost('My Project', '1');
    const added = await store.saveHost('My Project', null, host);
    expect(added.id).toBe('5');
    const next = await store.saveHost('My Project', null, host);
    expect(next.id).toBe('6');
  });

  it('keeps one user’s data from another', async () => {
    await open('u1').saveHost('My Project', null, { ...host, name: 'mine' });
    expect((await open('u2').listHosts('My Project')).map((h) => h.name)).not.toContain('mine');
    expect(localStorage.getItem(devopsStorageKey('u2', 'My Project'))).not.toContain('mine');
  });

  it('gives new rules and containers timestamp ids, and a new container is Running', async () => {
    const store = open();
    const ref = { project: 'My Project' as const, hostId: '3' };
    const rule = await store.saveFirewallRule(ref, null, {
      protocol: 'UDP',
      port: '53',
      sourceIp: 'Any',
      action: 'Allow',
      description: '',
    });
    expect(rule.id).toBe('1700000000000');
    const second = await store.saveFirewallRule(ref, null, { ...rule, port: '54' });
    expect(second.id).toBe('1700000000001');
    const container = await store.runContainer(ref, { name: 'c', image: 'i', ports: '' });
    expect(container).toMatchObject({ id: '1700000000000', status: 'Running' });
  });

  it('refuses a second forward of one external port and protocol, naming the field; another protocol or the rule itself is fine', async () => {
    const store = open();
    const ref = { project: 'My Project' as const, hostId: '1' };
    const [existing] = await store.listPortForwardingRules(ref);
    expect(existing).toMatchObject({ externalPort: '8080', protocol: 'TCP' });
    const values = {
      protocol: 'Any',
      externalPort: '8080',
      internalIp: '10.0.0.5',
      internalPort: '80',
      description: '',
    };
    const refusal = await store.savePortForwardingRule(ref, null, values).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      message: 'External port 8080 (TCP) is already forwarded on this host.',
      details: { fields: { externalPort: 'External port 8080 (TCP) is already forwarded on this host.' } },
    });
    expect(await store.listPortForwardingRules(ref)).toHaveLength(1);
    await store.savePortForwardingRule(ref, existing!.id, { ...values, protocol: 'TCP' });
    const udp = await store.savePortForwardingRule(ref, null, { ...values, protocol: 'UDP' });
    expect(udp).toMatchObject({ externalPort: '8080', protocol: 'UDP' });
  });

  it('drops a host’s rules and containers with it', async () => {
    const store = open();
    await store.removeHost('My Project', '1');
    expect(await store.listFirewallRules({ project: 'My Project', hostId: '1' })).toEqual([]);
    expect(await store.listContainers({ project: 'My Project', hostId: '1' })).toEqual([]);
  });

  it('records a run: Running with the local start time and "...", then the outcome and real duration', async () => {
    let now = Date.UTC(2026, 10, 24, 14, 0, 0);
    const store = open('u1', () => now);
    const { pipeline, run } = await store.startRun('My Project', '3');
    expect(pipeline).toMatchObject({ status: 'Running', duration: '...' });
    expect(pipeline.lastRun).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Date(pipeline.lastRun.replace(' ', 'T')).getTime()).toBe(now);
    now += 72_000;
    const done = await store.finishRun('My Project', run.id, 'Success', {
      checkout: 'Success',
      build: 'Success',
      test: 'Success',
      deploy: 'Success',
    });
    expect(done.pipeline).toMatchObject({ status: 'Success', duration: '1m 12s' });
    expect((await store.listRuns('My Project', '3')).map((r) => r.status)).toEqual(['Success']);
  });

  it('ends a run left Running by an earlier page as Failed, so it never stays Running', async () => {
    const first = open();
    const { run } = await first.startRun('My Project', '1');
    await first.updateRun('My Project', { ...run, stages: { ...run.stages, checkout: 'Running' } });
    const afterReload = open();
    expect(await afterReload.getPipeline('My Project', '1')).toMatchObject({
      status: 'Failed',
      duration: 'N/A',
    });
    const [ended] = await afterReload.listRuns('My Project', '1');
    expect(ended).toMatchObject({ status: 'Failed', note: INTERRUPTED_NOTE });
    expect(ended?.stages).toEqual({
      checkout: 'Failed',
      build: 'Skipped',
      test: 'Skipped',
      deploy: 'Skipped',
    });
  });

  it('resets a project to the sample data and keeps its settings', async () => {
    const store = open();
    await store.removeHost('My Project', '1');
    await store.saveSettings('My Project', { statisticsPeriod: '24 hr' });
    await store.resetSampleData('My Project');
    expect((await store.listHosts('My Project')).map((h) => h.id)).toEqual(['1', '2', '3', '4']);
    expect(await store.settings('My Project')).toEqual({ statisticsPeriod: '24 hr' });
  });

  it('reports zero for an Offline host and steady figures for the others', async () => {
    const store = open();
    expect(await store.hostStatistics('My Project', '4', '10 min')).toEqual({
      memory: 0,
      cpu: 0,
      network: 0,
      diskIo: 0,
    });
    const a = await store.hostStatistics('My Project', '1', '1 hr');
    expect(await store.hostStatistics('My Project', '1', '1 hr')).toEqual(a);
    expect(a.cpu).toBeGreaterThan(0);
    expect(a.memory).toBeLessThanOrEqual(100);
  });
});
