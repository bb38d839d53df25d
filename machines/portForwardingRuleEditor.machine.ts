import {
  type HostRef,
  type PortForwardingRule,
  type PortForwardingRuleField,
  portForwardingRuleForm,
} from '../src/contract/devops.ts';
import { defineRecordEditor } from './recordEditor.machine.ts';

/** Add / edit a host's port forwarding rule: external and internal ports 1–65535 and an internal IP; the store refuses an external port already forwarded. */
export const portForwardingRuleEditorMachine = defineRecordEditor<
  PortForwardingRule,
  PortForwardingRuleField,
  HostRef
>({
  id: 'portForwardingRuleEditor',
  fields: ['protocol', 'externalPort', 'internalIp', 'internalPort', 'description'],
  schema: portForwardingRuleForm,
  defaults: { protocol: 'TCP', externalPort: '', internalIp: '', internalPort: '', description: '' },
  saveFailed: 'Failed to save port forwarding rule.',
});
