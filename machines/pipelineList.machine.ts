import {
  type DevopsProject,
  type Pipeline,
  type PipelineField,
  pipelineForm,
} from '../src/contract/devops.ts';
import { MAX_PAGE_SIZE } from '../src/contract/page.ts';
import { defineList } from './list.machine.ts';

/** Pipelines: the project's pipelines, 'Add Pipeline' (a name) and delete; runs are the pipeline-run machine's. */
export const pipelineListMachine = defineList<Pipeline, PipelineField, DevopsProject>({
  id: 'pipelineList',
  fields: ['name'],
  schema: pipelineForm,
  editors: { add: 'editor', edit: 'none', remove: 'confirm' },
  pageSize: MAX_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to load pipelines.',
    addFailed: 'Failed to add pipeline.',
    updateFailed: 'Failed to update pipeline.',
    deleteFailed: 'Failed to delete pipeline.',
    added: 'Pipeline added.',
    updated: 'Pipeline updated.',
    deleted: 'Pipeline deleted.',
  },
});
