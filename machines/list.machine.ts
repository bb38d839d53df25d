import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ZodType } from 'zod';
import { failureMessage, fieldErrorsOf } from './failureMessage.ts';
import { changeField, type FormState, validateAll } from './formFields.ts';
import { noticeMachine } from './notice.machine.ts';

export type Values<F extends string> = Record<F, string>;

/**
 * How a screen adds and edits items. The machine offers only the events of the chosen modes,
 * so `snapshot.can(...)` answers for the screen and its statechart shows only its own paths.
 */
export interface ListEditors {
  /**
   * 'editor': `list.compose` opens the editor on a new item (Text's dialog).
   * 'draft': an always-visible add form, typed with `list.draftChange` and sent with `list.add` (Q&A).
   * 'none': items arrive from elsewhere (`list.itemSaved`) or not at all.
   */
  add: 'editor' | 'draft' | 'none';
  /**
   * 'editor': `list.edit` opens the editor on one item; the view draws it as a dialog (Text)
   * or in place of the item's row (Q&A). 'none': items are not edited here.
   */
  edit: 'editor' | 'none';
  /** 'confirm': `list.delete` asks before `list.deleteConfirm` deletes. 'none': a read-only list. */
  remove: 'confirm' | 'none';
}

/** The sentences one list shows (spec §8). */
export interface ListMessages {
  fetchFailed: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  added: string;
  updated: string;
  deleted: string;
  /** Shown instead of the list while its scope is missing; leave out for a list that needs none. */
  noScope?: string;
}

export interface ListConfig<T, F extends string> {
  /** The machine id, also the name of its statechart page. */
  id: string;
  /** The fields the add and edit forms hold. */
  fields: readonly F[];
  /**
   * Validates a form (formFields: the first message per field shows beside it); its output
   * (trimmed values) is what `createItem` and `updateItem` receive.
   */
  schema: ZodType;
  editors: ListEditors;
  /** How many items one `fetchPage` call asks for; `list.loadMore` asks for the next ones. */
  pageSize: number;
  messages: ListMessages;
  /** A new item's values before the user types (a status that starts as 'Online'); blank by default. */
  defaults?: Partial<Values<F>>;
  /** An existing item's values in the editor; by default each field's value as text. */
  valuesOf?: (item: T) => Values<F>;
  /** The texts client-side search looks in (`list.search`); without it the list has no search. */
  searchIn?: (item: T) => string[];
}

/** What `fetchPage` returns: a contract `Page` fits, and so does a store that counts its rows. */
export interface ListPage<T> {
  content: T[];
  totalElements: number;
}

/** The scope every actor receives: the workspace, project or host id the list belongs to. */
export interface ListInput<S> {
  scope: S | null;
}

export interface ListContext<T, F extends string, S> {
  scope: S | null;
  /** The loaded items, in the source's order, new ones first. */
  items: T[];
  /** How many items the source holds; more than `items.length` offers `list.loadMore`. */
  total: number;
  query: string;
  /** The always-visible add form (add mode 'draft'). */
  draft: FormState<F>;
  /** The open editor: an existing item by id, or a new one (id null). */
  form: (FormState<F> & { id: string | null }) | null;
  deletingId: string | null;
  /** Why the last call failed; cleared by the next edit or success. */
  failure: string | null;
}

export type ListEvent<T, F extends string> =
  | { type: 'list.reload' }
  | { type: 'list.loadMore' }
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
  /** An item created or changed elsewhere (a dedicated dialog, a row's own machine, a live event). */
  | { type: 'list.itemSaved'; item: T }
  /** An item removed elsewhere. */
  | { type: 'list.itemRemoved'; id: string };

/** Which page: 0-based, `size` items a page (the contract's `?page&size`). */
export interface PageRequest {
  page: number;
  size: number;
}
export interface FetchPageInput<S> extends PageRequest {
  scope: S;
}
export interface CreateItemInput<S, F extends string> {
  scope: S;
  values: Values<F>;
}
export interface UpdateItemInput<S, F extends string> {
  scope: S;
  id: string;
  values: Values<F>;
}
export interface DeleteItemInput<S> {
  scope: S;
  id: string;
}

/**
 * Where a list's items live: the API (through src/web/api) or a store in the browser.
 * `listActors(store)` turns one into the machine's actors.
 */
export interface ListStore<T, F extends string, S> {
  list(scope: S, page: PageRequest): Promise<ListPage<T>>;
  create(scope: S, values: Values<F>): Promise<T>;
  update(scope: S, id: string, values: Values<F>): Promise<T>;
  remove(scope: S, id: string): Promise<unknown>;
}

export function listActors<T, F extends string, S>(store: ListStore<T, F, S>) {
  return {
    fetchPage: fromPromise<ListPage<T>, FetchPageInput<S>>(({ input }) =>
      store.list(input.scope, { page: input.page, size: input.size }),
    ),
    createItem: fromPromise<T, CreateItemInput<S, F>>(({ input }) => store.create(input.scope, input.values)),
    updateItem: fromPromise<T, UpdateItemInput<S, F>>(({ input }) =>
      store.update(input.scope, input.id, input.values),
    ),
    deleteItem: fromPromise<unknown, DeleteItemInput<S>>(({ input }) => store.remove(input.scope, input.id)),
  };
}

/** The items whose search texts contain the query, ignoring case; all items for a blank query. */
export function shownItems<T>(items: T[], query: string, searchIn: ((item: T) => string[]) | undefined): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle || !searchIn) return items;
  return items.filter((item) => searchIn(item).some((t) => t.toLowerCase().includes(needle)));
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** `items` followed by those of `more` it does not hold yet (pages overlap after adds and deletes). */
function appendNew<T extends { id: string }>(items: T[], more: T[]): T[] {
  const held = new Set(items.map((i) => i.id));
  return [...items, ...more.filter((i) => !held.has(i.id))];
}

/**
 * A list of items in a scope (workspace, project, host, or none), loaded page by page, with
 * add / edit / delete-with-confirmation, forms validated through formFields, optional search,
 * and a `notice` child whose success notices vanish after `successNotice`. Screens are
 * configurations of it; their effects come as actors (`listActors(store)` or `provide`).
 */
export function defineList<T extends { id: string }, F extends string, S = string>(config: ListConfig<T, F>) {
  const { messages, editors, schema, pageSize } = config;
  const blank = (): FormState<F> => ({
    values: Object.fromEntries(config.fields.map((f) => [f, config.defaults?.[f] ?? ''])) as Values<F>,
    errors: {},
  });
  const valuesOf =
    config.valuesOf ??
    ((item: T) =>
      Object.fromEntries(
        config.fields.map((f) => [f, String((item as Record<string, unknown>)[f] ?? '')]),
      ) as Values<F>);
  const problems = (values: Values<F>) => validateAll<F>(schema, values);
  const parsed = (values: Values<F>) => schema.parse(values) as Values<F>;
  const draftAdds = editors.add === 'draft';
  const editorAdds = editors.add === 'editor';
  const edits = editors.edit === 'editor';
  const removes = editors.remove === 'confirm';
  const scoped = messages.noScope !== undefined;

  const machineSetup = setup({
    types: {
      context: {} as ListContext<T, F, S>,
      events: {} as ListEvent<T, F>,
      input: {} as ListInput<S>,
      children: {} as { notice: 'notice' },
      /** What a view shows: a spinner, a busy Save, the delete confirmation (open while it runs). */
      tags: {} as 'loading' | 'loadingMore' | 'saving' | 'confirmingDelete' | 'deleting',
    },
    actors: {
      fetchPage: fromPromise<ListPage<T>, FetchPageInput<S>>(notProvided('fetchPage')),
      createItem: fromPromise<T, CreateItemInput<S, F>>(notProvided('createItem')),
      updateItem: fromPromise<T, UpdateItemInput<S, F>>(notProvided('updateItem')),
      deleteItem: fromPromise<unknown, DeleteItemInput<S>>(notProvided('deleteItem')),
      notice: noticeMachine,
    },
    actions: {
      notify: sendTo('notice', (_, params: { text: string }) => ({ type: 'notice.show', text: params.text })),
    },
    guards: {
      scopeMissing: ({ context }) => context.scope === null,
      hasMore: ({ context }) => context.items.length < context.total,
      /** The item a `list.edit` or `list.delete` names is in the list. */
      listed: ({ context, event }) =>
        (event.type === 'list.edit' || event.type === 'list.delete') &&
        context.items.some((i) => i.id === event.id),
      draftInvalid: ({ context }) => Object.keys(problems(context.draft.values)).length > 0,
      formInvalid: ({ context }) => Object.keys(problems(context.form?.values ?? blank().values)).length > 0,
      formIsNew: ({ context }) => context.form?.id === null,
    },
  });

  /** The scope as the actors get it: set whenever the list loads, or null for an unscoped list. */
  const scopeOf = (context: ListContext<T, F, S>) => context.scope as S;

  return machineSetup.createMachine({
    id: config.id,
    context: ({ input }) => ({
      scope: input.scope,
      items: [],
      total: 0,
      query: '',
      draft: blank(),
      form: null,
      deletingId: null,
      failure: null,
    }),
    invoke: { id: 'notice', src: 'notice' },
    on: config.searchIn ? { 'list.search': { actions: assign({ query: ({ event }) => event.query }) } } : {},
    initial: 'starting',
    states: {
      // A list that needs a scope waits without one; any other loads at once.
      starting: {
        always: scoped
          ? [
              {
                guard: 'scopeMissing',
                target: 'noScope',
                actions: assign({ failure: messages.noScope ?? null }),
              },
              { target: 'loading' },
            ]
          : { target: 'loading' },
      },
      noScope: {},
      loading: {
        tags: 'loading',
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ scope: scopeOf(context), page: 0, size: pageSize }),
          onDone: {
            target: 'ready',
            actions: assign({
              items: ({ event }) => event.output.content,
              total: ({ event }) => event.output.totalElements,
              failure: null,
            }),
          },
          onError: {
            target: 'loadFailed',
            actions: assign({ failure: ({ event }) => failureMessage(event.error, messages.fetchFailed) }),
          },
        },
      },
      loadFailed: {
        on: { 'list.reload': 'loading' },
      },
      ready: {
        on: {
          'list.itemSaved': {
            actions: assign(({ context, event }) =>
              context.items.some((i) => i.id === event.item.id)
                ? { items: context.items.map((i) => (i.id === event.item.id ? event.item : i)) }
                : { items: [event.item, ...context.items], total: context.total + 1 },
            ),
          },
          'list.itemRemoved': {
            actions: assign(({ context, event }) =>
              context.items.some((i) => i.id === event.id)
                ? { items: context.items.filter((i) => i.id !== event.id), total: context.total - 1 }
                : {},
            ),
          },
          ...(draftAdds && {
            'list.draftChange': {
              actions: assign({
                draft: ({ context, event }) => changeField(context.draft, event.field, event.value),
                failure: null,
              }),
            },
          }),
        },
        initial: 'idle',
        states: {
          idle: {
            on: {
              'list.reload': `#${config.id}.loading`,
              'list.loadMore': { guard: 'hasMore', target: 'loadingMore' },
              ...(removes && {
                'list.delete': {
                  guard: 'listed',
                  target: 'confirmingDelete',
                  actions: assign({ deletingId: ({ event }) => event.id, failure: null }),
                },
              }),
              ...(draftAdds && {
                'list.add': [
                  {
                    guard: 'draftInvalid',
                    actions: assign({
                      draft: ({ context }) => ({ ...context.draft, errors: problems(context.draft.values) }),
                    }),
                  },
                  { target: 'adding', actions: assign({ failure: null }) },
                ],
              }),
              ...(editorAdds && {
                'list.compose': {
                  target: 'editing',
                  actions: assign({ form: () => ({ id: null, ...blank() }), failure: null }),
                },
              }),
              ...(edits && {
                'list.edit': {
                  guard: 'listed',
                  target: 'editing',
                  actions: assign(({ context, event }) => {
                    const item = context.items.find((i) => i.id === event.id)!;
                    return { form: { id: event.id, values: valuesOf(item), errors: {} }, failure: null };
                  }),
                },
              }),
            },
          },
          loadingMore: {
            tags: 'loadingMore',
            invoke: {
              src: 'fetchPage',
              input: ({ context }) => ({
                scope: scopeOf(context),
                // The page holding the first item not yet loaded; overlap is dropped by id.
                page: Math.floor(context.items.length / pageSize),
                size: pageSize,
              }),
              onDone: {
                target: 'idle',
                actions: assign({
                  items: ({ context, event }) => appendNew(context.items, event.output.content),
                  total: ({ event }) => event.output.totalElements,
                  failure: null,
                }),
              },
              onError: {
                target: 'idle',
                actions: assign({
                  failure: ({ event }) => failureMessage(event.error, messages.fetchFailed),
                }),
              },
            },
          },
          ...(draftAdds && {
            adding: {
              tags: 'saving',
              invoke: {
                src: 'createItem',
                input: ({ context }) => ({ scope: scopeOf(context), values: parsed(context.draft.values) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      items: [event.output, ...context.items],
                      total: context.total + 1,
                      draft: blank(),
                    })),
                    { type: 'notify', params: { text: messages.added } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    failure: failureMessage(event.error, messages.addFailed),
                    draft: { ...context.draft, errors: fieldErrorsOf<F>(event.error) },
                  })),
                },
              },
            },
          }),
          ...((editorAdds || edits) && {
            editing: {
              on: {
                'list.formChange': {
                  actions: assign({
                    form: ({ context, event }) =>
                      context.form && {
                        ...context.form,
                        ...changeField(context.form, event.field, event.value),
                      },
                    failure: null,
                  }),
                },
                'list.formSave': [
                  {
                    guard: 'formInvalid',
                    actions: assign({
                      form: ({ context }) =>
                        context.form && { ...context.form, errors: problems(context.form.values) },
                    }),
                  },
                  ...(editorAdds ? [{ guard: 'formIsNew' as const, target: 'creating' as const }] : []),
                  ...(edits ? [{ target: 'updating' as const }] : []),
                ],
                'list.formCancel': { target: 'idle', actions: assign({ form: null, failure: null }) },
              },
            },
          }),
          ...(editorAdds && {
            creating: {
              tags: 'saving',
              invoke: {
                src: 'createItem',
                input: ({ context }) => ({ scope: scopeOf(context), values: parsed(context.form!.values) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      items: [event.output, ...context.items],
                      total: context.total + 1,
                      form: null,
                      failure: null,
                    })),
                    { type: 'notify', params: { text: messages.added } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    failure: failureMessage(event.error, messages.addFailed),
                    form: context.form && { ...context.form, errors: fieldErrorsOf<F>(event.error) },
                  })),
                },
              },
            },
          }),
          ...(edits && {
            updating: {
              tags: 'saving',
              invoke: {
                src: 'updateItem',
                input: ({ context }) => ({
                  scope: scopeOf(context),
                  id: context.form!.id!,
                  values: parsed(context.form!.values),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      items: context.items.map((i) => (i.id === event.output.id ? event.output : i)),
                      form: null,
                      failure: null,
                    })),
                    { type: 'notify', params: { text: messages.updated } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    failure: failureMessage(event.error, messages.updateFailed),
                    form: context.form && { ...context.form, errors: fieldErrorsOf<F>(event.error) },
                  })),
                },
              },
            },
          }),
          ...(removes && {
            confirmingDelete: {
              tags: 'confirmingDelete',
              on: {
                'list.deleteConfirm': 'deleting',
                'list.deleteCancel': { target: 'idle', actions: assign({ deletingId: null }) },
              },
            },
            deleting: {
              tags: ['confirmingDelete', 'deleting'],
              invoke: {
                src: 'deleteItem',
                input: ({ context }) => ({ scope: scopeOf(context), id: context.deletingId! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => ({
                      items: context.items.filter((i) => i.id !== context.deletingId),
                      total: context.total - 1,
                      deletingId: null,
                    })),
                    { type: 'notify', params: { text: messages.deleted } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    deletingId: null,
                    failure: ({ event }) => failureMessage(event.error, messages.deleteFailed),
                  }),
                },
              },
            },
          }),
        },
      },
    },
  });
}
