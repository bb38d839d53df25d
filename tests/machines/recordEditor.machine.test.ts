import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, createActor, createMachine, fromCallback } from 'xstate';
import { firewallRuleEditorMachine } from '../../machines/firewallRuleEditor.machine.ts';
import { hostEditorMachine } from '../../machines/hostEditor.machine.ts';
import { portForwardingRuleEditorMachine } from '../../machines/portForwardingRuleEditor.machine.ts';
import type { SaveRecordInput } from '../../machines/recordEditor.machine.ts';
import type { Host } from '../../src/contract/devops.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

type Editor = typeof hostEditorMachine;

/** Each editor's file-wide record of the transitions its tests take. */
const coverage = new Map<AnyStateMachine, ReturnType<typeof coverTransitions>>([
  [hostEditorMachine, coverTransitions(hostEditorMachine)],
  [firewallRuleEditorMachine, coverTransitions(firewallRuleEditorMachine)],
  [portForwardingRuleEditorMachine, coverTransitions(portForwardingRuleEditorMachine)],
]);

/** A stand-in for the list the editor reports to: it keeps every event it receives. */
function listRecorder() {
  const received: unknown[] = [];
  const ref = createActor(fromCallback(({ receive }) => receive((event) => received.push(event)))).start();
  return { ref: ref as AnyActorRef, received };
}

function harness<M extends AnyStateMachine>(
  machine: M,
  item: unknown = null,
  scope: unknown = 'My Project',
  reportTo: AnyActorRef | null = null,
) {
  const save = controlledPromise<{ id: string }, SaveRecordInput<unknown, string>>();
  const actor = createActor(
    (machine as unknown as Editor).provide({ actors: { save: save.logic as never } }),
    {
      input: { scope: scope as never, item: item as never, reportTo },
      inspect: coverage.get(machine),
    },
  ).start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    save,
    snap,
    ctx: () => snap().context,
    send: actor.send.bind(actor),
    change: (field: string, value: string) =>
      actor.send({ type: 'editor.change', field: field as never, value }),
  };
}

const web: Host = {
  id: '1',
  name: 'web-01',
  ipAddress: '10.0.0.1',
  status: 'Maintenance',
  description: 'Web',
};

describe('host editor machine', () => {
  it('starts a new host Online and blank', () => {
    const h = harness(hostEditorMachine);
    expect(h.ctx().form.values).toEqual({ name: '', ipAddress: '', status: 'Online', description: '' });
    expect(h.ctx().id).toBeNull();
  });

  it('refuses a missing name and IP address, each with its message, and clears one on edit', () => {
    const h = harness(hostEditorMachine);
    h.send({ type: 'editor.save' });
    expect(h.ctx().form.errors).toEqual({ name: 'Name is required.', ipAddress: 'IP Address is required.' });
    expect(h.save.calls).toEqual([]);
    h.change('name', 'db');
    expect(h.ctx().form.errors).toEqual({ ipAddress: 'IP Address is required.' });
  });

  it('refuses an IP address that is not one, and saves trimmed values of a real IPv4 or IPv6 address', async () => {
    const h = harness(hostEditorMachine);
    h.change('name', '  db-02 ');
    h.change('ipAddress', '999.1.1.1');
    h.send({ type: 'editor.save' });
    expect(h.ctx().form.errors).toEqual({
      ipAddress: 'IP Address must be an IPv4 address like 192.168.1.10 or an IPv6 address like 2001:db8::1.',
    });
    expect(h.save.calls).toEqual([]);
    h.change('ipAddress', ' 2001:db8::10 ');
    h.change('status', 'Offline');
    h.send({ type: 'editor.save' });
    expect(h.save.calls).toEqual([
      {
        scope: 'My Project',
        id: null,
        values: { name: 'db-02', ipAddress: '2001:db8::10', status: 'Offline', description: '' },
      },
    ]);
    await h.save.resolve({ ...web, id: '5' });
    expect(h.snap().status).toBe('done');
    expect(h.snap().output).toEqual({ ...web, id: '5' });
  });

  it('edits an existing host with its values and keeps them when saving fails', async () => {
    const h = harness(hostEditorMachine, web);
    expect(h.ctx().form.values).toEqual({
      name: 'web-01',
      ipAddress: '10.0.0.1',
      status: 'Maintenance',
      description: 'Web',
    });
    h.change('description', 'Front');
    h.send({ type: 'editor.save' });
    expect(h.save.calls[0]?.id).toBe('1');
    await h.save.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to save host.');
    expect(h.ctx().form.values.description).toBe('Front');
    expect(h.snap().value).toBe('editing');
  });

  it('sends the stored host to the list it reports to, and nothing when cancelled', async () => {
    const list = listRecorder();
    const h = harness(hostEditorMachine, web, 'My Project', list.ref);
    h.send({ type: 'editor.save' });
    await h.save.resolve({ ...web, description: 'Front' } as { id: string });
    expect(list.received).toEqual([{ type: 'list.itemSaved', item: { ...web, description: 'Front' } }]);
    const other = listRecorder();
    harness(hostEditorMachine, web, 'My Project', other.ref).send({ type: 'editor.cancel' });
    expect(other.received).toEqual([]);
  });

  it('ends cancelled with no output', () => {
    const h = harness(hostEditorMachine, web);
    h.send({ type: 'editor.cancel' });
    expect(h.snap().value).toBe('cancelled');
    expect(h.snap().output).toBeNull();
  });
});

describe('rule editor machines', () => {
  it('firewall: refuses port 70000 and a source that is not an IP or CIDR; takes Any, ranges and IPv6 CIDR', () => {
    const h = harness(firewallRuleEditorMachine, null, { project: 'My Project', hostId: '1' });
    h.change('port', '70000');
    h.change('sourceIp', 'not-an-ip');
    h.send({ type: 'editor.save' });
    expect(h.ctx().form.errors).toEqual({
      port: 'Port must be a number from 1 to 65535, a range like 8000-8100, or Any.',
      sourceIp: 'Source IP must be Any, an IP address or a CIDR range like 10.0.0.0/8.',
    });
    for (const [port, sourceIp] of [
      ['0', '10.0.0.0/33'],
      ['9000-8000', '300.0.0.0/8'],
    ] as const) {
      h.change('port', port);
      h.change('sourceIp', sourceIp);
      h.send({ type: 'editor.save' });
      expect(Object.keys(h.ctx().form.errors)).toEqual(['port', 'sourceIp']);
    }
    h.change('port', '8000-8100');
    h.change('sourceIp', '2001:db8::/32');
    h.send({ type: 'editor.save' });
    expect(h.save.calls[0]?.values).toMatchObject({ port: '8000-8100', sourceIp: '2001:db8::/32' });
  });

  it('port forwarding: refuses ports outside 1–65535 and an internal IP that is not one', () => {
    const h = harness(portForwardingRuleEditorMachine, null, { project: 'My Project', hostId: '1' });
    h.change('externalPort', '70000');
    h.change('internalIp', '10.0.0');
    h.change('internalPort', '0');
    h.send({ type: 'editor.save' });
    expect(h.ctx().form.errors).toEqual({
      externalPort: 'External Port must be a number from 1 to 65535.',
      internalIp: 'Internal IP must be an IPv4 address like 192.168.1.10 or an IPv6 address.',
      internalPort: 'Internal Port must be a number from 1 to 65535.',
    });
    expect(h.save.calls).toEqual([]);
  });

  it('port forwarding: shows a duplicate external port beside that field when the store refuses it', async () => {
    const h = harness(portForwardingRuleEditorMachine, null, { project: 'My Project', hostId: '1' });
    h.change('externalPort', '8080');
    h.change('internalIp', '10.0.0.2');
    h.change('internalPort', '80');
    h.send({ type: 'editor.save' });
    const message = 'External port 8080 (TCP) is already forwarded on this host.';
    await h.save.reject(
      Object.assign(new Error(message), { details: { fields: { externalPort: message } } }),
    );
    expect(h.ctx().form.errors).toEqual({ externalPort: message });
    expect((h.ctx().form.values as Record<string, string>).internalIp).toBe('10.0.0.2');
  });

  it('firewall: port and source IP required; protocol TCP and action Allow by default', () => {
    const h = harness(firewallRuleEditorMachine, null, { project: 'My Project', hostId: '1' });
    expect(h.ctx().form.values).toMatchObject({ protocol: 'TCP', action: 'Allow' });
    h.send({ type: 'editor.save' });
    expect(h.ctx().form.errors).toEqual({ port: 'Port is required.', sourceIp: 'Source IP is required.' });
  });

  it('port forwarding: external port, internal IP and internal port required', () => {
    const h = harness(portForwardingRuleEditorMachine, null, { project: 'My Project', hostId: '1' });
    h.send({ type: 'editor.save' });
    expect(h.ctx().form.errors).toEqual({
      externalPort: 'External Port is required.',
      internalIp: 'Internal IP is required.',
      internalPort: 'Internal Port is required.',
    });
  });
});

const model = createMachine({
  id: 'recordEditorModel',
  initial: 'editing',
  states: {
    editing: {
      on: { SAVE_BLANK: 'refused', SAVE_MALFORMED: 'malformed', SAVE_FILLED: 'saving', CANCEL: 'cancelled' },
    },
    refused: { on: { SAVE_FILLED: 'saving' } },
    malformed: { on: { SAVE_FILLED: 'saving' } },
    saving: { on: { SAVED: 'saved', SAVE_FAILED: 'failed' } },
    failed: { on: { SAVE_FILLED: 'saving' } },
    saved: {},
    cancelled: {},
  },
});

const editors = [
  {
    name: 'host editor',
    machine: hostEditorMachine,
    scope: 'My Project',
    filled: { name: 'web', ipAddress: '10.0.0.9' },
    blankError: ['name', 'Name is required.'],
    malformed: { name: 'web', ipAddress: '999.1.1.1' },
    malformedError: [
      'ipAddress',
      'IP Address must be an IPv4 address like 192.168.1.10 or an IPv6 address like 2001:db8::1.',
    ],
    failed: 'Failed to save host.',
  },
  {
    name: 'firewall rule editor',
    machine: firewallRuleEditorMachine,
    scope: { project: 'My Project', hostId: '1' },
    filled: { port: '22', sourceIp: 'Any' },
    blankError: ['port', 'Port is required.'],
    malformed: { port: '22', sourceIp: 'not-an-ip' },
    malformedError: ['sourceIp', 'Source IP must be Any, an IP address or a CIDR range like 10.0.0.0/8.'],
    failed: 'Failed to save firewall rule.',
  },
  {
    name: 'port forwarding rule editor',
    machine: portForwardingRuleEditorMachine,
    scope: { project: 'My Project', hostId: '1' },
    filled: { externalPort: '8080', internalIp: '10.0.0.2', internalPort: '80' },
    blankError: ['externalPort', 'External Port is required.'],
    malformed: { externalPort: '70000', internalIp: '10.0.0.2', internalPort: '80' },
    malformedError: ['externalPort', 'External Port must be a number from 1 to 65535.'],
    failed: 'Failed to save port forwarding rule.',
  },
] as const;

for (const e of editors) {
  describeModel(`${e.name} machine (model-based)`, model, () => {
    const h = harness(e.machine, null, e.scope);
    const [errorField, errorText] = e.blankError;
    const [malformedField, malformedText] = e.malformedError;
    return {
      states: {
        editing: () => expect(h.snap().value).toBe('editing'),
        refused: () => expect((h.ctx().form.errors as Record<string, string>)[errorField]).toBe(errorText),
        malformed: () => {
          expect(h.ctx().form.errors).toEqual({ [malformedField]: malformedText });
          expect(h.save.calls).toEqual([]);
        },
        saving: () => expect(h.snap().hasTag('saving')).toBe(true),
        failed: () => expect(h.ctx().failure).toBe(e.failed),
        saved: () => expect(h.snap().output).toEqual({ id: 'saved-1' }),
        cancelled: () => expect(h.snap().value).toBe('cancelled'),
      },
      events: {
        SAVE_BLANK: () => h.send({ type: 'editor.save' }),
        SAVE_MALFORMED: () => {
          for (const [field, value] of Object.entries(e.malformed)) h.change(field, value);
          h.send({ type: 'editor.save' });
        },
        SAVE_FILLED: () => {
          for (const [field, value] of Object.entries(e.filled)) h.change(field, value);
          h.send({ type: 'editor.save' });
        },
        CANCEL: () => h.send({ type: 'editor.cancel' }),
        SAVED: () => h.save.resolve({ id: 'saved-1' }),
        SAVE_FAILED: () => h.save.reject(new Error('')),
      },
      stop: () => h.actor.stop(),
    };
  });
}
