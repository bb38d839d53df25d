import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isReadableFile } from '../src/contract/readableFiles.ts';
import type { Workspace, WorkspaceCreate } from '../src/contract/workspace.ts';

export const wizardMessages = {
  nameRequired: 'AI name is required.',
  roleRequired: 'AI role is required.',
  submitFailed: 'Failed to create workspace or upload files. Please try again.',
} as const;

/** The three steps in order, as the wizard shows them. */
export const wizardSteps = ['Naming', 'Defining Roles', 'Uploading Files'] as const;

export interface CreateWorkspaceContext {
  values: { name: string; role: string };
  errors: { name?: string; role?: string };
  /** Chosen files not uploaded yet; an uploaded file leaves the list. */
  files: File[];
  /** Chosen files of a type the agent does not read: listed as not uploaded, never sent. */
  notRead: File[];
  /** Files uploaded so far in this submit, for the progress line. */
  uploadedCount: number;
  /** Set once the server created the workspace, so a retry only uploads what is left. */
  created: Workspace | null;
  failure: string | null;
}

export type CreateWorkspaceEvent =
  | { type: 'wizard.change'; field: 'name' | 'role'; value: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  | { type: 'wizard.filesAdded'; files: File[] }
  | { type: 'wizard.fileRemoved'; index: number }
  | { type: 'wizard.finish' };

const isBlank = (value: string) => value.trim().length === 0;

/** The same file chosen twice is uploaded once. */
function withoutDuplicates(files: File[]): File[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    const key = `${f.name}:${f.size}:${f.lastModified}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The per-field messages of a validation failure (`data.fields` of the envelope), if any. */
function fieldErrorsOf(error: unknown): { name?: string; role?: string } {
  const fields = (error as { details?: { fields?: Record<string, string> } } | undefined)?.details?.fields;
  return { ...(fields?.name && { name: fields.name }), ...(fields?.role && { role: fields.role }) };
}

/**
 * The create-workspace wizard: Naming, Defining Roles, Uploading Files. Finish re-checks both
 * steps, creates the workspace and uploads the chosen files one by one; a chosen file the agent
 * cannot read is listed apart at once and never sent.
 */
export const createWorkspaceMachine = setup({
  types: { context: {} as CreateWorkspaceContext, events: {} as CreateWorkspaceEvent },
  actors: {
    createWorkspace: fromPromise<Workspace, WorkspaceCreate>(async () => {
      throw new Error('createWorkspace not provided');
    }),
    uploadFile: fromPromise<unknown, { workspaceId: string; file: File }>(async () => {
      throw new Error('uploadFile not provided');
    }),
  },
  actions: {
    workspaceCreated: (_, _params: { workspace: Workspace }) => {},
    showNameError: assign({
      errors: ({ context }) => ({ ...context.errors, name: wizardMessages.nameRequired }),
    }),
    showRoleError: assign({
      errors: ({ context }) => ({ ...context.errors, role: wizardMessages.roleRequired }),
    }),
    clearFailure: assign({ failure: null }),
    showSubmitFailure: assign({ failure: wizardMessages.submitFailed }),
    showServerFieldErrors: assign({
      errors: ({ context, event }) => ({
        ...context.errors,
        ...fieldErrorsOf((event as { error?: unknown }).error),
      }),
    }),
  },
  guards: {
    nameBlank: ({ context }) => isBlank(context.values.name),
    roleBlank: ({ context }) => isBlank(context.values.role),
    alreadyCreated: ({ context }) => context.created !== null,
    moreFiles: ({ context }) => context.files.length > 0,
    nameRejected: ({ event }) => !!fieldErrorsOf((event as { error?: unknown }).error).name,
    roleRejected: ({ event }) => !!fieldErrorsOf((event as { error?: unknown }).error).role,
  },
}).createMachine({
  id: 'createWorkspace',
  context: {
    values: { name: '', role: '' },
    errors: {},
    files: [],
    notRead: [],
    uploadedCount: 0,
    created: null,
    failure: null,
  },
  initial: 'naming',
  on: {
    'wizard.change': {
      actions: assign(({ context, event }) => {
        const { [event.field]: _cleared, ...errors } = context.errors;
        return { values: { ...context.values, [event.field]: event.value }, errors, failure: null };
      }),
    },
  },
  states: {
    naming: {
      on: {
        'wizard.next': [{ guard: 'nameBlank', actions: 'showNameError' }, { target: 'definingRoles' }],
      },
    },
    definingRoles: {
      on: {
        'wizard.previous': 'naming',
        'wizard.next': [{ guard: 'roleBlank', actions: 'showRoleError' }, { target: 'uploadingFiles' }],
      },
    },
    uploadingFiles: {
      on: {
        'wizard.previous': 'definingRoles',
        'wizard.filesAdded': {
          actions: assign({
            files: ({ context, event }) =>
              withoutDuplicates([...context.files, ...event.files.filter((f) => isReadableFile(f.name))]),
            notRead: ({ context, event }) =>
              withoutDuplicates([...context.notRead, ...event.files.filter((f) => !isReadableFile(f.name))]),
          }),
        },
        'wizard.fileRemoved': {
          actions: assign({
            files: ({ context, event }) => context.files.filter((_, i) => i !== event.index),
          }),
        },
        'wizard.finish': [
          { guard: 'nameBlank', target: 'naming', actions: 'showNameError' },
          { guard: 'roleBlank', target: 'definingRoles', actions: 'showRoleError' },
          { target: 'submitting', actions: ['clearFailure', assign({ uploadedCount: 0 })] },
        ],
      },
    },
    submitting: {
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'alreadyCreated', target: 'nextFile' }, { target: 'creating' }],
        },
        creating: {
          invoke: {
            src: 'createWorkspace',
            input: ({ context }) => ({ name: context.values.name.trim(), role: context.values.role.trim() }),
            onDone: { target: 'nextFile', actions: assign({ created: ({ event }) => event.output }) },
            onError: [
              {
                guard: 'nameRejected',
                target: '#createWorkspace.naming',
                actions: ['showSubmitFailure', 'showServerFieldErrors'],
              },
              {
                guard: 'roleRejected',
                target: '#createWorkspace.definingRoles',
                actions: ['showSubmitFailure', 'showServerFieldErrors'],
              },
              { target: '#createWorkspace.uploadingFiles', actions: 'showSubmitFailure' },
            ],
          },
        },
        nextFile: {
          always: [{ guard: 'moreFiles', target: 'uploading' }, { target: '#createWorkspace.done' }],
        },
        uploading: {
          invoke: {
            src: 'uploadFile',
            input: ({ context }) => ({ workspaceId: context.created!.id, file: context.files[0]! }),
            onDone: {
              target: 'nextFile',
              actions: assign(({ context }) => ({
                files: context.files.slice(1),
                uploadedCount: context.uploadedCount + 1,
              })),
            },
            onError: { target: '#createWorkspace.uploadingFiles', actions: 'showSubmitFailure' },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'workspaceCreated', params: ({ context }) => ({ workspace: context.created! }) },
    },
  },
});

/** The 0-based index of the step the wizard shows. */
export function stepIndex(snapshot: SnapshotFrom<typeof createWorkspaceMachine>): number {
  if (snapshot.matches('naming')) return 0;
  if (snapshot.matches('definingRoles')) return 1;
  return 2;
}
