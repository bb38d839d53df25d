import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type Workspace, type WorkspaceUpdate, workspaceUpdateBody } from '../src/contract/workspace.ts';
import { validateAll } from './formFields.ts';
import { noticeMachine } from './notice.machine.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

export const agentMessages = {
  saved: 'Agent details saved successfully!',
  saveFailed: 'Failed to save agent details.',
  loadFailed: 'Failed to load agent details.',
  deleteFailed: 'Failed to delete workspace.',
} as const;

export type AgentTextField = 'name' | 'role' | 'authUrl';

export interface AgentValues {
  name: string;
  role: string;
  authRequire: boolean;
  authUrl: string;
}

export interface AgentEditorContext {
  workspaceId: string | null;
  /** The public id of the agent's chat page (/chat/{appId}), once loaded. */
  appId: string | null;
  values: AgentValues;
  errors: Partial<Record<AgentTextField, string>>;
  failure: string | null;
}

export type AgentEditorEvent =
  | { type: 'agent.change'; field: AgentTextField; value: string }
  | { type: 'agent.setAuthRequire'; value: boolean }
  | { type: 'agent.save' }
  | { type: 'agent.delete' }
  | { type: 'agent.deleteConfirm' }
  | { type: 'agent.deleteCancel' };

const valuesOf = (w: Workspace): AgentValues => ({
  name: w.name,
  role: w.role,
  authRequire: w.authRequire,
  authUrl: w.authUrl ?? '',
});

/** A blank authUrl is sent as null, so clearing the field clears it on the server. */
const toUpdate = (v: AgentValues): WorkspaceUpdate => ({
  name: v.name.trim(),
  role: v.role.trim(),
  authRequire: v.authRequire,
  authUrl: v.authUrl.trim() || null,
});

const problemsOf = (v: AgentValues) =>
  validateAll<AgentTextField>(workspaceUpdateBody, toUpdate(v) as unknown as Record<AgentTextField, string>);

const errorMessage = (error: unknown, fallback: string) => (error as Error | undefined)?.message || fallback;

/**
 * The Agent page: loads the selected workspace, edits name, role and chat authentication, saves
 * or deletes it. A save shows its notice in the `notice` child until the next save or delete.
 */
export const agentEditorMachine = setup({
  types: {
    context: {} as AgentEditorContext,
    events: {} as AgentEditorEvent,
    input: {} as { workspaceId: string | null },
    children: {} as { notice: 'notice' },
  },
  actors: {
    notice: noticeMachine,
    fetchWorkspace: fromPromise<Workspace, { workspaceId: string }>(async () => {
      throw new Error('fetchWorkspace not provided');
    }),
    saveWorkspace: fromPromise<Workspace, { workspaceId: string; update: WorkspaceUpdate }>(async () => {
      throw new Error('saveWorkspace not provided');
    }),
    deleteWorkspace: fromPromise<unknown, { workspaceId: string }>(async () => {
      throw new Error('deleteWorkspace not provided');
    }),
  },
  actions: {
    agentSaved: (_, _params: { workspace: Workspace }) => {},
    workspaceDeleted: (_, _params: { id: string }) => {},
    dismissNotice: sendTo('notice', { type: 'notice.dismiss' }),
  },
  guards: {
    hasWorkspace: ({ context }) => context.workspaceId !== null,
    invalid: ({ context }) => Object.keys(problemsOf(context.values)).length > 0,
  },
}).createMachine({
  id: 'agentEditor',
  context: ({ input }) => ({
    workspaceId: input.workspaceId,
    appId: null,
    values: { name: '', role: '', authRequire: false, authUrl: '' },
    errors: {},
    failure: null,
  }),
  invoke: { id: 'notice', src: 'notice' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasWorkspace', target: 'loading' },
        { target: 'noWorkspace', actions: assign({ failure: NO_WORKSPACE }) },
      ],
    },
    noWorkspace: {},
    loading: {
      invoke: {
        src: 'fetchWorkspace',
        input: ({ context }) => ({ workspaceId: context.workspaceId! }),
        onDone: {
          target: 'editing',
          actions: assign({
            values: ({ event }) => valuesOf(event.output),
            appId: ({ event }) => event.output.appId,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => errorMessage(event.error, agentMessages.loadFailed) }),
        },
      },
    },
    loadFailed: {},
    editing: {
      on: {
        'agent.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors, failure: null };
          }),
        },
        'agent.setAuthRequire': {
          actions: assign(({ context, event }) => {
            const { authUrl: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, authRequire: event.value }, errors, failure: null };
          }),
        },
        'agent.save': [
          { guard: 'invalid', actions: assign({ errors: ({ context }) => problemsOf(context.values) }) },
          { target: 'saving', actions: assign({ errors: {}, failure: null }) },
        ],
        'agent.delete': { target: 'confirmingDelete', actions: assign({ failure: null }) },
      },
    },
    saving: {
      entry: 'dismissNotice',
      invoke: {
        src: 'saveWorkspace',
        input: ({ context }) => ({ workspaceId: context.workspaceId!, update: toUpdate(context.values) }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ values: ({ event }) => valuesOf(event.output) }),
            { type: 'agentSaved', params: ({ event }) => ({ workspace: event.output }) },
            sendTo('notice', { type: 'notice.show', text: agentMessages.saved }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => errorMessage(event.error, agentMessages.saveFailed),
            errors: ({ event }) =>
              (event.error as { details?: { fields?: Partial<Record<AgentTextField, string>> } })?.details
                ?.fields ?? {},
          }),
        },
      },
    },
    confirmingDelete: {
      entry: 'dismissNotice',
      on: {
        'agent.deleteConfirm': 'deleting',
        'agent.deleteCancel': 'editing',
      },
    },
    deleting: {
      invoke: {
        src: 'deleteWorkspace',
        input: ({ context }) => ({ workspaceId: context.workspaceId! }),
        onDone: 'deleted',
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => errorMessage(event.error, agentMessages.deleteFailed) }),
        },
      },
    },
    deleted: {
      type: 'final',
      entry: { type: 'workspaceDeleted', params: ({ context }) => ({ id: context.workspaceId! }) },
    },
  },
});
