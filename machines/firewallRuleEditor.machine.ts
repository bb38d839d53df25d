import {
  type FirewallRule,
  type FirewallRuleField,
  firewallRuleForm,
  type HostRef,
} from '../src/contract/devops.ts';
import { defineRecordEditor } from './recordEditor.machine.ts';

/** Add / edit a host's firewall rule: port and source IP required. */
export const firewallRuleEditorMachine = defineRecordEditor<FirewallRule, FirewallRuleField, HostRef>({
  id: 'firewallRuleEditor',
  fields: ['protocol', 'port', 'sourceIp', 'action', 'description'],
  schema: firewallRuleForm,
  defaults: { protocol: 'TCP', port: '', sourceIp: '', action: 'Allow', description: '' },
  saveFailed: 'Failed to save firewall rule.',
});
