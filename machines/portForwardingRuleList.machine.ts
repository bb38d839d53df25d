import {
  type HostRef,
  type PortForwardingRule,
  type PortForwardingRuleField,
  portForwardingRuleForm,
} from '../src/contract/devops.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { defineList } from './list.machine.ts';

/** A host's port forwarding rules; the port forwarding rule editor adds and edits them. */
export const portForwardingRuleListMachine = defineList<PortForwardingRule, PortForwardingRuleField, HostRef>(
  {
    id: 'portForwardingRuleList',
    fields: ['protocol', 'externalPort', 'internalIp', 'internalPort', 'description'],
    schema: portForwardingRuleForm,
    editors: { add: 'none', edit: 'none', remove: 'confirm' },
    pageSize: MAX_PAGE_SIZE,
    messages: {
      fetchFailed: 'Failed to load port forwarding rules.',
      addFailed: 'Failed to add port forwarding rule.',
      updateFailed: 'Failed to update port forwarding rule.',
      deleteFailed: 'Failed to delete port forwarding rule.',
      added: 'Port forwarding rule added.',
      updated: 'Port forwarding rule updated.',
      deleted: 'Port forwarding rule deleted.',
    },
  },
);
