import { type Container, type ContainerField, containerForm, type HostRef } from '../src/contract/devops.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { defineList } from './list.machine.ts';

/**
 * Docker Management: a host's containers and the 'Run New Container' form (name and image
 * required). Each row's lifecycle is its own container machine, which reports back with `list.itemSaved`.
 */
export const containerListMachine = defineList<Container, ContainerField, HostRef>({
  id: 'containerList',
  fields: ['name', 'image', 'ports'],
  schema: containerForm,
  editors: { add: 'draft', edit: 'none', remove: 'confirm' },
  pageSize: MAX_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to load containers.',
    addFailed: 'Failed to run container.',
    updateFailed: 'Failed to update container.',
    deleteFailed: 'Failed to delete container.',
    added: 'Container started.',
    updated: 'Container updated.',
    deleted: 'Container deleted.',
  },
});
