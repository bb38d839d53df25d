import { type DevopsProject, type Host, type HostField, hostForm } from '../src/contract/devops.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { defineList } from './list.machine.ts';

/**
 * Host Management: a project's hosts, searched by name, IP address, status and description.
 * Adding and editing happen in the host editor, which hands the saved host back (`list.itemSaved`).
 */
export const hostListMachine = defineList<Host, HostField, DevopsProject>({
  id: 'hostList',
  fields: ['name', 'ipAddress', 'status', 'description'],
  schema: hostForm,
  editors: { add: 'none', edit: 'none', remove: 'confirm' },
  pageSize: MAX_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to load hosts.',
    addFailed: 'Failed to add host.',
    updateFailed: 'Failed to update host.',
    deleteFailed: 'Failed to delete host.',
    added: 'Host added.',
    updated: 'Host updated.',
    deleted: 'Host deleted.',
  },
  searchIn: (h) => [h.name, h.ipAddress, h.status, h.description],
});
