import { fromPromise } from 'xstate';
import { containerMachine } from '../../../machines/container.machine.ts';
import { containerListMachine } from '../../../machines/containerList.machine.ts';
import { devopsSettingsMachine } from '../../../machines/devopsSettings.machine.ts';
import { firewallRuleEditorMachine } from '../../../machines/firewallRuleEditor.machine.ts';
import { firewallRuleListMachine } from '../../../machines/firewallRuleList.machine.ts';
import { hostEditorMachine } from '../../../machines/hostEditor.machine.ts';
import { hostListMachine } from '../../../machines/hostList.machine.ts';
import { slicePage as pageOf } from '../../../machines/list.machine.ts';
import { pipelineListMachine } from '../../../machines/pipelineList.machine.ts';
import { portForwardingRuleEditorMachine } from '../../../machines/portForwardingRuleEditor.machine.ts';
import { portForwardingRuleListMachine } from '../../../machines/portForwardingRuleList.machine.ts';
import type { DevopsProject } from '../../contract/devops.ts';
import type { DevopsStore } from './devopsStore.ts';

/** The devops console's machines bound to a store: every effect they have goes through it. */
export function devopsFlows(store: DevopsStore) {
  return {
    hostList: hostListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) =>
          store.listHosts(input.scope).then((hosts) => pageOf(hosts, input)),
        ),
        deleteItem: fromPromise(({ input }) => store.removeHost(input.scope, input.id)),
      },
    }),
    hostEditor: hostEditorMachine.provide({
      actors: { save: fromPromise(({ input }) => store.saveHost(input.scope, input.id, input.values)) },
    }),
    firewallRuleList: firewallRuleListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) =>
          store.listFirewallRules(input.scope).then((rules) => pageOf(rules, input)),
        ),
        deleteItem: fromPromise(({ input }) => store.removeFirewallRule(input.scope, input.id)),
      },
    }),
    firewallRuleEditor: firewallRuleEditorMachine.provide({
      actors: {
        save: fromPromise(({ input }) => store.saveFirewallRule(input.scope, input.id, input.values)),
      },
    }),
    portForwardingRuleList: portForwardingRuleListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) =>
          store.listPortForwardingRules(input.scope).then((rules) => pageOf(rules, input)),
        ),
        deleteItem: fromPromise(({ input }) => store.removePortForwardingRule(input.scope, input.id)),
      },
    }),
    portForwardingRuleEditor: portForwardingRuleEditorMachine.provide({
      actors: {
        save: fromPromise(({ input }) => store.savePortForwardingRule(input.scope, input.id, input.values)),
      },
    }),
    containerList: containerListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) =>
          store.listContainers(input.scope).then((containers) => pageOf(containers, input)),
        ),
        createItem: fromPromise(({ input }) => store.runContainer(input.scope, input.values)),
        deleteItem: fromPromise(({ input }) => store.removeContainer(input.scope, input.id)),
      },
    }),
    container: containerMachine.provide({
      actors: {
        setStatus: fromPromise(({ input }) => store.setContainerStatus(input.host, input.id, input.status)),
      },
    }),
    pipelineList: pipelineListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) =>
          store.listPipelines(input.scope).then((pipelines) => pageOf(pipelines, input)),
        ),
        createItem: fromPromise(({ input }) => store.createPipeline(input.scope, input.values)),
        deleteItem: fromPromise(({ input }) => store.removePipeline(input.scope, input.id)),
      },
    }),
    /** Settings of one project; a reset also ends that project's pipeline runs held in `onReset`. */
    settings: (project: DevopsProject, onReset: () => void) =>
      devopsSettingsMachine.provide({
        actors: {
          load: fromPromise(() => store.settings(project)),
          save: fromPromise(({ input }) => store.saveSettings(project, input)),
          reset: fromPromise(async () => {
            await store.resetSampleData(project);
            onReset();
          }),
        },
      }),
  };
}

export type DevopsFlows = ReturnType<typeof devopsFlows>;
