import { type DevopsProject, type Host, type HostField, hostForm } from '../src/contract/devops.ts';
import { defineRecordEditor } from './recordEditor.machine.ts';

/** Add Host / Edit Host: name and an IPv4 or IPv6 address required, status Online by default. */
export const hostEditorMachine = defineRecordEditor<Host, HostField, DevopsProject>({
  id: 'hostEditor',
  fields: ['name', 'ipAddress', 'status', 'description'],
  schema: hostForm,
  defaults: { name: '', ipAddress: '', status: 'Online', description: '' },
  saveFailed: 'Failed to save host.',
});
