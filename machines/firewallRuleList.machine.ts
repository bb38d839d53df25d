import {
  type FirewallRule,
  type FirewallRuleField,
  firewallRuleForm,
  type HostRef,
} from '../src/contract/devops.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { defineList } from './list.machine.ts';

/** A host's firewall rules; the firewall rule editor adds and edits them (`list.itemSaved`). */
export const firewallRuleListMachine = defineList<FirewallRule, FirewallRuleField, HostRef>({
  id: 'firewallRuleList',
  fields: ['protocol', 'port', 'sourceIp', 'action', 'description'],
  schema: firewallRuleForm,
  editors: { add: 'none', edit: 'none', remove: 'confirm' },
  pageSize: MAX_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to load firewall rules.',
    addFailed: 'Failed to add firewall rule.',
    updateFailed: 'Failed to update firewall rule.',
    deleteFailed: 'Failed to delete firewall rule.',
    added: 'Firewall rule added.',
    updated: 'Firewall rule updated.',
    deleted: 'Firewall rule deleted.',
  },
});
