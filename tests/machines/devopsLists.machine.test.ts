import { describe, expect, it } from 'vitest';
import { containerListMachine } from '../../machines/containerList.machine.ts';
import { firewallRuleListMachine } from '../../machines/firewallRuleList.machine.ts';
import { hostListMachine } from '../../machines/hostList.machine.ts';
import { shownItems } from '../../machines/list.machine.ts';
import { pipelineListMachine } from '../../machines/pipelineList.machine.ts';
import { portForwardingRuleListMachine } from '../../machines/portForwardingRuleList.machine.ts';
import type {
  Container,
  FirewallRule,
  Host,
  Pipeline,
  PortForwardingRule,
} from '../../src/contract/devops.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { coverTransitions } from './transitionCoverage.ts';

const hostRef = { project: 'My Project' as const, hostId: '1' };
const coverHosts = coverTransitions(hostListMachine);
const coverContainers = coverTransitions(containerListMachine);
const coverPipelines = coverTransitions(pipelineListMachine);

const host = (n: number): Host => ({
  id: `h${n}`,
  name: `web-${n}`,
  ipAddress: `10.0.0.${n}`,
  status: 'Online',
  description: '',
});
const container = (n: number): Container => ({
  id: `c${n}`,
  name: `app-${n}`,
  image: 'nginx',
  status: 'Running',
  ports: '',
});
const pipeline = (n: number): Pipeline => ({
  id: `p${n}`,
  name: `Build ${n}`,
  status: 'Pending',
  lastRun: 'N/A',
  duration: 'N/A',
});
const firewallRule = (n: number): FirewallRule => ({
  id: `f${n}`,
  protocol: 'TCP',
  port: `${8000 + n}`,
  sourceIp: 'Any',
  action: 'Allow',
  description: '',
});
const forwardingRule = (n: number): PortForwardingRule => ({
  id: `r${n}`,
  protocol: 'TCP',
  externalPort: `${8000 + n}`,
  internalIp: '192.168.1.10',
  internalPort: '80',
  description: '',
});

describe('devops list machines', () => {
  it('host list: searches name, IP address, status and description', async () => {
    const h = listHarness(hostListMachine, 'My Project', coverHosts);
    const hosts: Host[] = [
      { id: '1', name: 'web', ipAddress: '10.0.0.1', status: 'Online', description: 'Front' },
      { id: '2', name: 'db', ipAddress: '10.0.0.2', status: 'Offline', description: 'Back' },
    ];
    await h.loaded(hosts);
    const search = (query: string) => {
      h.send({ type: 'list.search', query });
      return shownItems(h.ctx().items, h.ctx().query, (x) => [
        x.name,
        x.ipAddress,
        x.status,
        x.description,
      ]).map((x) => x.id);
    };
    expect(search('10.0.0.2')).toEqual(['2']);
    expect(search('offline')).toEqual(['2']);
    expect(search('front')).toEqual(['1']);
    expect(search('')).toEqual(['1', '2']);
  });

  it('host list: takes saved hosts from the host editor, new ones first', async () => {
    const h = listHarness(hostListMachine, 'My Project', coverHosts);
    await h.loaded([]);
    const added: Host = { id: '1', name: 'web', ipAddress: '1', status: 'Online', description: '' };
    h.send({ type: 'list.itemSaved', item: added });
    h.send({ type: 'list.itemSaved', item: { ...added, status: 'Maintenance' } });
    expect(h.ctx().items).toEqual([{ ...added, status: 'Maintenance' }]);
  });

  it('container list: a new container needs a name and an image, in one sentence', async () => {
    const h = listHarness(containerListMachine, hostRef, coverContainers);
    await h.loaded([]);
    h.send({ type: 'list.add' });
    expect(h.ctx().draft.errors).toEqual({
      name: 'Container Name and Image are required.',
      image: 'Container Name and Image are required.',
    });
    h.send({ type: 'list.draftChange', field: 'name', value: 'web' });
    h.send({ type: 'list.draftChange', field: 'image', value: 'nginx' });
    h.send({ type: 'list.add' });
    expect(h.createItem.calls).toEqual([
      { scope: hostRef, values: { name: 'web', image: 'nginx', ports: '' } },
    ]);
    const running: Container = { id: '1', name: 'web', image: 'nginx', ports: '', status: 'Running' };
    await h.createItem.resolve(running);
    expect(h.ctx().items).toEqual([running]);
  });

  it('pipeline list: Add Pipeline needs a name; delete waits for confirmation', async () => {
    const h = listHarness(pipelineListMachine, 'My Project', coverPipelines);
    const p: Pipeline = { id: '1', name: 'Build', status: 'Pending', lastRun: 'N/A', duration: 'N/A' };
    await h.loaded([p]);
    h.send({ type: 'list.compose' });
    h.send({ type: 'list.formSave' });
    expect(h.ctx().form?.errors).toEqual({ name: 'Name is required.' });
    h.send({ type: 'list.formCancel' });
    h.send({ type: 'list.delete', id: '1' });
    expect(h.snap().hasTag('confirmingDelete')).toBe(true);
    expect(h.deleteItem.calls).toEqual([]);
    h.send({ type: 'list.deleteConfirm' });
    expect(h.deleteItem.calls).toEqual([{ scope: 'My Project', id: '1' }]);
  });
});

describeListTransitions({ machine: hostListMachine, inspect: coverHosts, scope: 'My Project', item: host });
describeListTransitions({
  machine: containerListMachine,
  inspect: coverContainers,
  scope: hostRef,
  item: container,
  valid: { name: 'web', image: 'nginx', ports: '8080:80' },
});
describeListTransitions({
  machine: pipelineListMachine,
  inspect: coverPipelines,
  scope: 'My Project',
  item: pipeline,
  valid: { name: 'Deploy' },
});
describeListTransitions({
  machine: firewallRuleListMachine,
  inspect: coverTransitions(firewallRuleListMachine),
  scope: hostRef,
  item: firewallRule,
});
describeListTransitions({
  machine: portForwardingRuleListMachine,
  inspect: coverTransitions(portForwardingRuleListMachine),
  scope: hostRef,
  item: forwardingRule,
});
