import { assign, fromCallback, fromPromise, sendTo, setup, spawnChild } from 'xstate';
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

/** Something a row offers besides edit and delete (a file's Retry and Download). */
export interface ListItemAction<T> {
  /** Whether an item offers it now; every item by default. */
  offered?: (item: T) => boolean;
  /** How the item shows while the action runs (a retried file is indexing). */
  pending?: Partial<T>;
  /** The sentence when it fails without the server's own, and how the item shows then. */
  failed: string;
  failedChanges?: Partial<T>;
  /**
   * For an action whose outcome belongs to its row (a connection's Test): how the item shows
   * the failure's sentence. The list's own failure line then stays as it was.
   */
  failedInRow?: (message: string) => Partial<T>;
}

/**
 * What a row action answers: the item as it is now (it replaces the listed one), only the
 * changes to make to the listed item (the outcome of a test), or nothing.
 */
export type ItemActionResult<T> = T | { changes: Partial<T> } | undefined;

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
  /**
   * The list follows its source live: a `feed` actor runs while it does, sending `list.itemChanged`
   * for an item changed on the server and `list.reload` when it may have missed some.
   */
  live?: boolean;
  /** Row actions by name, run by the `itemAction` actor on `list.itemAction` (Retry, Download). */
  itemActions?: Record<string, ListItemAction<T>>;
}

/** What `fetchPage` returns: a contract `Page` fits, and so does a store that counts its rows. */
export interface ListPage<T> {
  content: T[];
  totalElements: number;
}

/** The scope every actor receives: the workspace, project or host id the list belongs to. */
export interface ListInput<S> {
  scope: S | null;
  /** Values the inline add form starts with (a question handed over from Reports); others are ignored. */
  draft?: Partial<Record<string, string>>;
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
  /** A reload asked for while the list was busy (a delete open); it runs when the list is idle. */
  reloadWanted: boolean;
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
  | { type: 'list.itemRemoved'; id: string }
  /** Some fields of a listed item changed: on the server (live), or by a row action's outcome. */
  | { type: 'list.itemChanged'; id: string; changes: Partial<T> }
  /** Run one of the configuration's row actions on an item. */
  | { type: 'list.itemAction'; id: string; action: string }
  /** A row action failed; the server's sentence when it sent one. */
  | { type: 'list.itemActionFailed'; id: string; action: string; message?: string };

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
export interface ItemActionInput<T, S> {
  scope: S;
  action: string;
  item: T;
}
export interface FeedInput<S> {
  scope: S | null;
}

/**
 * Where a list's items live: the API (through src/web/api) or a store in the browser.
 * `listActors(store)` turns one into the machine's actors.
 */
export interface ListStore<T, F extends string, S> {
  list(scope: S, page: PageRequest): Promise<ListPage<T>>;
  create?(scope: S, values: Values<F>): Promise<T>;
  update?(scope: S, id: string, values: Values<F>): Promise<T>;
  remove?(scope: S, id: string): Promise<unknown>;
  /** Runs a row action; an item it returns replaces the listed one, changes it returns are made to it. */
  act?(scope: S, action: string, item: T): Promise<ItemActionResult<T>>;
}

const missing = (name: string) => Promise.reject(new Error(`${name} not provided`));

export function listActors<T, F extends string, S>(store: ListStore<T, F, S>) {
  return {
    fetchPage: fromPromise<ListPage<T>, FetchPageInput<S>>(({ input }) =>
      store.list(input.scope, { page: input.page, size: input.size }),
    ),
    createItem: fromPromise<T, CreateItemInput<S, F>>(
      ({ input }) => store.create?.(input.scope, input.values) ?? missing('create'),
    ),
    updateItem: fromPromise<T, UpdateItemInput<S, F>>(
      ({ input }) => store.update?.(input.scope, input.id, input.values) ?? missing('update'),
    ),
    deleteItem: fromPromise<unknown, DeleteItemInput<S>>(
      ({ input }) => store.remove?.(input.scope, input.id) ?? missing('remove'),
    ),
    itemAction: itemActionOf<T, F, S>((input) =>
      store.act ? store.act(input.scope, input.action, input.item) : missing('act'),
    ),
  };
}

/**
 * The `itemAction` actor from a call: an item it returns is saved into the list, changes it
 * returns are made to the listed item; a failure comes back as `list.itemActionFailed` with the
 * server's sentence.
 */
export function itemActionOf<T, F extends string, S>(
  run: (input: ItemActionInput<T, S>) => Promise<ItemActionResult<T>>,
) {
  return fromCallback<ListEvent<T, F>, ItemActionInput<T, S>>(({ input, sendBack }) => {
    const id = (input.item as { id: string }).id;
    run(input).then(
      (result) => {
        if (!result) return;
        if ('changes' in (result as object))
          sendBack({ type: 'list.itemChanged', id, changes: (result as { changes: Partial<T> }).changes });
        else sendBack({ type: 'list.itemSaved', item: result as T });
      },
      (error: unknown) =>
        sendBack({
          type: 'list.itemActionFailed',
          id,
          action: input.action,
          message: (error as Error | undefined)?.message,
        }),
    );
  });
}

/** One page of a whole list held at once (a store in the browser, a fake backend). */
export const slicePage = <T>(items: T[], { page, size }: PageRequest): ListPage<T> => ({
  content: items.slice(page * size, (page + 1) * size),
  totalElements: items.length,
});

/** The items whose search texts contain the query, ignoring case; all items for a blank query. */
export function shownItems<T>(items: T[], query: string, searchIn: ((item: T) => string[]) | undefined): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle || !searchIn) return items;
  return items.filter((item) => searchIn(item).some((t) => t.toLowerCase().includes(needle)));
}

const notProvided = (name: string) => () => missing(name);

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
  const startingDraft = (given: ListInput<S>['draft']): FormState<F> => {
    const draft = blank();
    for (const f of config.fields) if (typeof given?.[f] === 'string') draft.values[f] = given[f];
    return draft;
  };
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
  const itemActions = config.itemActions ?? {};
  const acts = Object.keys(itemActions).length > 0;
  /** A listed item with these changes; an item the list does not hold is left out. */
  const patched = (items: T[], id: string, changes: Partial<T> | undefined) =>
    changes ? items.map((i) => (i.id === id ? { ...i, ...changes } : i)) : items;
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
      /** Sends `list.itemChanged` and `list.reload` as the source reports changes (a live list). */
      feed: fromCallback<ListEvent<T, F>, FeedInput<S>>(() => {}),
      itemAction: itemActionOf<T, F, S>(notProvided('itemAction')),
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
      reloadWanted: ({ context }) => context.reloadWanted,
      /** The item is listed and offers the action now. */
      actionOffered: ({ context, event }) => {
        if (event.type !== 'list.itemAction') return false;
        const action = itemActions[event.action];
        const item = context.items.find((i) => i.id === event.id);
        return Boolean(action && item && (action.offered?.(item) ?? true));
      },
    },
  });

  /**
   * Only a list that needs a scope can be without one. Typed as always there so that every
   * list's `matches` takes the same state names; an unscoped list never matches it.
   */
  const noScopeState = (scoped ? { noScope: {} } : {}) as { noScope: object };

  /** The scope as the actors get it: set whenever the list loads, or null for an unscoped list. */
  const scopeOf = (context: ListContext<T, F, S>) => context.scope as S;

  return machineSetup.createMachine({
    id: config.id,
    context: ({ input }) => ({
      scope: input.scope,
      items: [],
      total: 0,
      query: '',
      draft: startingDraft(input.draft),
      form: null,
      deletingId: null,
      reloadWanted: false,
      failure: null,
    }),
    invoke: [
      { id: 'notice', src: 'notice' },
      ...(config.live
        ? [
            {
              id: 'feed',
              src: 'feed' as const,
              input: ({ context }: { context: ListContext<T, F, S> }) => ({ scope: context.scope }),
            },
          ]
        : []),
    ],
    on: {
      ...(config.searchIn && { 'list.search': { actions: assign({ query: ({ event }) => event.query }) } }),
      ...((config.live || acts) && {
        'list.itemChanged': {
          actions: assign({ items: ({ context, event }) => patched(context.items, event.id, event.changes) }),
        },
      }),
      ...(acts && {
        'list.itemActionFailed': {
          actions: assign(({ context, event }) => {
            const action = itemActions[event.action];
            const message = event.message || action?.failed || null;
            if (action?.failedInRow)
              return { items: patched(context.items, event.id, action.failedInRow(message ?? '')) };
            return { items: patched(context.items, event.id, action?.failedChanges), failure: message };
          }),
        },
      }),
    },
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
      ...noScopeState,
      loading: {
        tags: 'loading',
        entry: assign({ reloadWanted: false }),
        // The page being read may predate the change that asked for this reload: read it again after.
        on: { 'list.reload': { actions: assign({ reloadWanted: true }) } },
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
          // While busy (a delete open, a form, the next page) a reload waits until the list is idle.
          'list.reload': { actions: assign({ reloadWanted: true }) },
          ...(acts && {
            'list.itemAction': {
              guard: 'actionOffered',
              actions: [
                assign(({ context, event }) => ({
                  items: patched(context.items, event.id, itemActions[event.action]?.pending),
                  failure: null,
                })),
                spawnChild('itemAction', {
                  input: ({ context, event }) => {
                    const { id, action } = event as { id: string; action: string };
                    return { scope: scopeOf(context), action, item: context.items.find((i) => i.id === id)! };
                  },
                }),
              ],
            },
          }),
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
            always: { guard: 'reloadWanted', target: `#${config.id}.loading` },
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
