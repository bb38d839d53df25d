import { assign, fromPromise, raise, setup } from 'xstate';

/** The sentences one list shows (spec §8). */
export interface CrudListMessages {
  fetchFailed: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  added: string;
  updated: string;
  deleted: string;
  /** Shown when a required field is blank. */
  blank: string;
}

export const NO_WORKSPACE = 'No workspace selected.';

export type Values<F extends string> = Record<F, string>;

export interface CrudListContext<T, F extends string> {
  workspaceId: string | null;
  items: T[];
  /** The always-visible add form. */
  draft: Values<F>;
  /** The open editor: an existing item by id, or a new one (id null). */
  form: { id: string | null; values: Values<F> } | null;
  deletingId: string | null;
  query: string;
  notice: string | null;
  failure: string | null;
}

export type CrudListEvent<F extends string> =
  | { type: 'list.reload' }
  | { type: 'list.search'; query: string }
  | { type: 'list.draftChange'; field: F; value: string }
  | { type: 'list.add' }
  | { type: 'list.compose' }
  | { type: 'list.edit'; id: string }
  | { type: 'list.formChange'; field: F; value: string }
  | { type: 'list.formSave' }
  | { type: 'list.formCancel' }
  | { type: 'list.delete'; id: string }
  | { type: 'list.deleteConfirm' }
  | { type: 'list.deleteCancel' }
  | { type: 'list.notified'; text: string };

export interface CrudListConfig<F extends string> {
  id: string;
  fields: readonly F[];
  messages: CrudListMessages;
}

const blankValues = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Values<F>;

const trimmed = <F extends string>(values: Values<F>) =>
  Object.fromEntries(Object.entries<string>(values).map(([k, v]) => [k, v.trim()])) as Values<F>;

const errorMessage = (error: unknown, fallback: string) => (error as Error | undefined)?.message || fallback;

/**
 * A workspace's list of items with add, edit and delete-with-confirmation; the texts and the
 * Q&A lists are two configurations of it. Success notices vanish after `successNotice`.
 */
export function createCrudListMachine<T extends { id: string }, F extends string>(config: CrudListConfig<F>) {
  const { messages } = config;
  const empty = () => blankValues(config.fields);
  return setup({
    types: {
      context: {} as CrudListContext<T, F>,
      events: {} as CrudListEvent<F>,
      input: {} as { workspaceId: string | null },
    },
    actors: {
      fetchItems: fromPromise<T[], { workspaceId: string }>(async () => {
        throw new Error('fetchItems not provided');
      }),
      createItem: fromPromise<T, { workspaceId: string; values: Values<F> }>(async () => {
        throw new Error('createItem not provided');
      }),
      updateItem: fromPromise<T, { workspaceId: string; id: string; values: Values<F> }>(async () => {
        throw new Error('updateItem not provided');
      }),
      deleteItem: fromPromise<unknown, { workspaceId: string; id: string }>(async () => {
        throw new Error('deleteItem not provided');
      }),
    },
    actions: {
      showBlank: assign({ failure: messages.blank }),
      clearFailure: assign({ failure: null }),
      showNotice: assign({
        notice: ({ event }) => (event.type === 'list.notified' ? event.text : null),
      }),
    },
    guards: {
      hasWorkspace: ({ context }) => context.workspaceId !== null,
      draftBlank: ({ context }) => Object.values<string>(context.draft).some((v) => !v.trim()),
      formBlank: ({ context }) => Object.values<string>(context.form?.values ?? {}).some((v) => !v.trim()),
      formIsNew: ({ context }) => context.form?.id === null,
      hasForm: ({ context }) => context.form !== null,
    },
    delays: { successNotice: 3000 },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      workspaceId: input.workspaceId,
      items: [],
      draft: empty(),
      form: null,
      deletingId: null,
      query: '',
      notice: null,
      failure: null,
    }),
    type: 'parallel',
    on: { 'list.search': { actions: assign({ query: ({ event }) => event.query }) } },
    states: {
      list: {
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
              src: 'fetchItems',
              input: ({ context }) => ({ workspaceId: context.workspaceId! }),
              onDone: {
                target: 'ready',
                actions: assign({ items: ({ event }) => event.output, failure: null }),
              },
              onError: {
                target: 'loadFailed',
                actions: assign({ failure: ({ event }) => errorMessage(event.error, messages.fetchFailed) }),
              },
            },
          },
          loadFailed: {
            on: { 'list.reload': 'loading' },
          },
          ready: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'list.reload': `#${config.id}.list.loading`,
                  'list.draftChange': {
                    actions: assign({
                      draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
                      failure: null,
                    }),
                  },
                  'list.add': [{ guard: 'draftBlank', actions: 'showBlank' }, { target: 'adding' }],
                  'list.compose': {
                    target: 'editing',
                    actions: assign({ form: () => ({ id: null, values: empty() }), failure: null }),
                  },
                  'list.edit': {
                    target: 'editing',
                    actions: assign(({ context, event }) => {
                      const item = context.items.find((i) => i.id === event.id) as
                        | Record<F, unknown>
                        | undefined;
                      const values = Object.fromEntries(
                        config.fields.map((f) => [f, String(item?.[f] ?? '')]),
                      ) as Values<F>;
                      return { form: { id: event.id, values }, failure: null };
                    }),
                  },
                  'list.delete': {
                    target: 'confirmingDelete',
                    actions: assign({ deletingId: ({ event }) => event.id, failure: null }),
                  },
                },
              },
              editing: {
                on: {
                  'list.formChange': {
                    actions: assign({
                      form: ({ context, event }) =>
                        context.form && {
                          ...context.form,
                          values: { ...context.form.values, [event.field]: event.value },
                        },
                      failure: null,
                    }),
                  },
                  'list.formSave': [
                    { guard: 'formBlank', actions: 'showBlank' },
                    { guard: 'formIsNew', target: 'adding', actions: 'clearFailure' },
                    { target: 'updating', actions: 'clearFailure' },
                  ],
                  'list.formCancel': { target: 'idle', actions: assign({ form: null, failure: null }) },
                },
              },
              adding: {
                invoke: {
                  src: 'createItem',
                  input: ({ context }) => ({
                    workspaceId: context.workspaceId!,
                    values: trimmed(context.form?.values ?? context.draft),
                  }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      assign(({ context, event }) => ({
                        items: [event.output, ...context.items],
                        draft: context.form ? context.draft : empty(),
                        form: null,
                      })),
                      raise({ type: 'list.notified', text: messages.added }),
                    ],
                  },
                  onError: [
                    {
                      guard: 'hasForm',
                      target: 'editing',
                      actions: assign({
                        failure: ({ event }) => errorMessage(event.error, messages.addFailed),
                      }),
                    },
                    {
                      target: 'idle',
                      actions: assign({
                        failure: ({ event }) => errorMessage(event.error, messages.addFailed),
                      }),
                    },
                  ],
                },
              },
              updating: {
                invoke: {
                  src: 'updateItem',
                  input: ({ context }) => ({
                    workspaceId: context.workspaceId!,
                    id: context.form!.id!,
                    values: trimmed(context.form!.values),
                  }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      assign(({ context, event }) => ({
                        items: context.items.map((i) => (i.id === event.output.id ? event.output : i)),
                        form: null,
                      })),
                      raise({ type: 'list.notified', text: messages.updated }),
                    ],
                  },
                  onError: {
                    target: 'editing',
                    actions: assign({
                      failure: ({ event }) => errorMessage(event.error, messages.updateFailed),
                    }),
                  },
                },
              },
              confirmingDelete: {
                on: {
                  'list.deleteConfirm': 'deleting',
                  'list.deleteCancel': { target: 'idle', actions: assign({ deletingId: null }) },
                },
              },
              deleting: {
                invoke: {
                  src: 'deleteItem',
                  input: ({ context }) => ({ workspaceId: context.workspaceId!, id: context.deletingId! }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      assign(({ context }) => ({
                        items: context.items.filter((i) => i.id !== context.deletingId),
                        deletingId: null,
                      })),
                      raise({ type: 'list.notified', text: messages.deleted }),
                    ],
                  },
                  onError: {
                    target: 'idle',
                    actions: assign({
                      deletingId: null,
                      failure: ({ event }) => errorMessage(event.error, messages.deleteFailed),
                    }),
                  },
                },
              },
            },
          },
        },
      },
      notice: {
        initial: 'hidden',
        states: {
          hidden: {
            on: { 'list.notified': { target: 'shown', actions: 'showNotice' } },
          },
          shown: {
            on: { 'list.notified': { target: 'shown', reenter: true, actions: 'showNotice' } },
            after: { successNotice: { target: 'hidden', actions: assign({ notice: null }) } },
          },
        },
      },
    },
  });
}

/** Items whose `fields` contain the query, ignoring case; all items for a blank query. */
export function filterItems<T>(items: T[], query: string, texts: (item: T) => string[]): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => texts(item).some((t) => t.toLowerCase().includes(needle)));
}
