import type { Text } from '../src/contract/workspace.ts';
import { createCrudListMachine } from './crudList.ts';

/** The Text page: a workspace's free texts, each a name and its content. */
export const textListMachine = createCrudListMachine<Text, 'name' | 'content'>({
  id: 'textList',
  fields: ['name', 'content'],
  messages: {
    fetchFailed: 'Failed to fetch texts.',
    addFailed: 'Failed to add text.',
    updateFailed: 'Failed to update text.',
    deleteFailed: 'Failed to delete text.',
    added: 'Text added successfully!',
    updated: 'Text updated successfully!',
    deleted: 'Text deleted successfully!',
    blank: 'Name and Content cannot be empty.',
  },
});
