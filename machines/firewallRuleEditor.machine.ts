import {
  type FirewallRule,
  type FirewallRuleField,
  firewallRuleForm,
  type HostRef,
} from '../src/contract/devops.ts';
import { defineRecordEditor } from './recordEditor.machine.ts';

/** Add / edit a host's firewall rule: a port (1–65535, a range or Any) and a source (Any, an IP or a CIDR range). */
export const firewallRuleEditorMachine = defineRecordEditor<FirewallRule, FirewallRuleField, HostRef>({
  id: 'firewallRuleEditor',
  fields: ['protocol', 'port', 'sourceIp', 'action', 'description'],
  schema: firewallRuleForm,
  defaults: { protocol: 'TCP', port: '', sourceIp: '', action: 'Allow', description: '' },
  saveFailed: 'Failed to save firewall rule.',
});
