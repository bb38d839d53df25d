import {
  FIREWALL_ACTIONS,
  FIREWALL_PROTOCOLS,
  type FirewallRule,
  type FirewallRuleField,
} from '../../contract/devops.ts';
import type { RuleSet } from './RulesModal.tsx';
import { StatusText } from './StatusText.tsx';

/** Firewall: the host's firewall rules, shown and edited in the rules dialog. */
export const firewallRules: RuleSet<FirewallRule, FirewallRuleField> = {
  title: 'Firewall',
  noun: 'firewall rule',
  label: 'Firewall Rule',
  describe: (r) => `${r.protocol} ${r.port} from ${r.sourceIp}`,
  columns: [
    { label: 'Protocol', cell: (r) => r.protocol },
    { label: 'Port', cell: (r) => r.port },
    { label: 'Source IP', cell: (r) => r.sourceIp },
    { label: 'Action', cell: (r) => <StatusText status={r.action} /> },
    { label: 'Description', cell: (r) => r.description },
  ],
  fields: [
    { field: 'protocol', label: 'Protocol', options: FIREWALL_PROTOCOLS },
    { field: 'port', label: 'Port', required: true },
    { field: 'sourceIp', label: 'Source IP', required: true },
    { field: 'action', label: 'Action', options: FIREWALL_ACTIONS },
    { field: 'description', label: 'Description' },
  ],
  machines: (flows) => ({ list: flows.firewallRuleList, editor: flows.firewallRuleEditor }),
};
