import {
  FORWARDING_PROTOCOLS,
  type PortForwardingRule,
  type PortForwardingRuleField,
} from '../../contract/devops.ts';
import type { RuleSet } from './RulesModal.tsx';

/** Port Forwarding: the host's port forwarding rules, shown and edited in the rules dialog. */
export const portForwardingRules: RuleSet<PortForwardingRule, PortForwardingRuleField> = {
  title: 'Port Forwarding',
  noun: 'port forwarding rule',
  label: 'Port Forwarding Rule',
  describe: (r) => `${r.protocol} ${r.externalPort} to ${r.internalIp}:${r.internalPort}`,
  columns: [
    { label: 'Protocol', cell: (r) => r.protocol },
    { label: 'External Port', cell: (r) => r.externalPort },
    { label: 'Internal IP', cell: (r) => r.internalIp },
    { label: 'Internal Port', cell: (r) => r.internalPort },
    { label: 'Description', cell: (r) => r.description },
  ],
  fields: [
    { field: 'protocol', label: 'Protocol', options: FORWARDING_PROTOCOLS },
    { field: 'externalPort', label: 'External Port', required: true },
    { field: 'internalIp', label: 'Internal IP', required: true },
    { field: 'internalPort', label: 'Internal Port', required: true },
    { field: 'description', label: 'Description' },
  ],
  machines: (flows) => ({ list: flows.portForwardingRuleList, editor: flows.portForwardingRuleEditor }),
};
