import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ZodType } from 'zod';
import { failureMessage, fieldErrorsOf } from './failureMessage.ts';
import { changeField, type FormState, validateAll } from './formFields.ts';

export interface RecordEditorConfig<T, F extends string> {
  /** The machine id, also the name of its statechart page. */
  id: string;
  fields: readonly F[];
  /** Validates the form; its output (trimmed values) is what `save` receives. */
  schema: ZodType;
  /** A new record's values before the user types (a status that starts as 'Online'). */
  defaults: Record<F, string>;
  /** Shown when saving fails without a message of its own. */
  saveFailed: string;
  /** An existing record's values in the form; by default each field's value as text. */
  valuesOf?: (item: T) => Record<F, string>;
}

export interface RecordEditorInput<T, S> {
  /** Where the record lives: a host for a rule, a project for a host. */
  scope: S;
  /** The record to edit, or null for a new one. */
  item: T | null;
  /** The list that shows the record: it gets `list.itemSaved` with the stored record. */
  reportTo?: AnyActorRef | null;
}

/** What `save` receives: `id` null creates a record, otherwise it replaces that one's values. */
export interface SaveRecordInput<S, F extends string> {
  scope: S;
  id: string | null;
  values: Record<F, string>;
}

export type RecordEditorEvent<F extends string> =
  | { type: 'editor.change'; field: F; value: string }
  | { type: 'editor.save' }
  | { type: 'editor.cancel' };

export interface RecordEditorContext<T, F extends string, S> {
  scope: S;
  id: string | null;
  form: FormState<F>;
  failure: string | null;
  /** The stored record, once `save` is done. */
  saved: T | null;
  reportTo: AnyActorRef | null;
}

/**
 * The add/edit dialog of one record (a host, a firewall rule, a port forwarding rule): a form
 * validated through formFields, saved by the provided `save` actor. It ends `saved` with the
 * stored record as its output (and sends it to `reportTo` as `list.itemSaved`), or
 * `cancelled` with none.
 */
export function defineRecordEditor<T extends { id: string }, F extends string, S = string>(
  config: RecordEditorConfig<T, F>,
) {
  const valuesOf =
    config.valuesOf ??
    ((item: T) =>
      Object.fromEntries(
        config.fields.map((f) => [f, String((item as Record<string, unknown>)[f] ?? '')]),
      ) as Record<F, string>);
  const problems = (values: Record<F, string>) => validateAll<F>(config.schema, values);

  return setup({
    types: {
      context: {} as RecordEditorContext<T, F, S>,
      events: {} as RecordEditorEvent<F>,
      input: {} as RecordEditorInput<T, S>,
      output: {} as T | null,
      tags: {} as 'saving',
    },
    actors: {
      save: fromPromise<T, SaveRecordInput<S, F>>(() => Promise.reject(new Error('save not provided'))),
    },
    guards: {
      invalid: ({ context }) => Object.keys(problems(context.form.values)).length > 0,
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      scope: input.scope,
      id: input.item?.id ?? null,
      form: { values: input.item ? valuesOf(input.item) : { ...config.defaults }, errors: {} },
      failure: null,
      saved: null,
      reportTo: input.reportTo ?? null,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'editor.change': {
            actions: assign({
              form: ({ context, event }) => changeField(context.form, event.field, event.value),
              failure: null,
            }),
          },
          'editor.save': [
            {
              guard: 'invalid',
              actions: assign({
                form: ({ context }) => ({ ...context.form, errors: problems(context.form.values) }),
              }),
            },
            { target: 'saving' },
          ],
          'editor.cancel': 'cancelled',
        },
      },
      saving: {
        tags: 'saving',
        invoke: {
          src: 'save',
          input: ({ context }) => ({
            scope: context.scope,
            id: context.id,
            values: config.schema.parse(context.form.values) as Record<F, string>,
          }),
          onDone: { target: 'saved', actions: assign({ failure: null, saved: ({ event }) => event.output }) },
          onError: {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              failure: failureMessage(event.error, config.saveFailed),
              form: { ...context.form, errors: fieldErrorsOf<F>(event.error) },
            })),
          },
        },
      },
      saved: {
        type: 'final',
        // The list learns of the stored record from the editor itself, not from a view watching it.
        entry: enqueueActions(({ context, enqueue }) => {
          if (context.reportTo && context.saved) {
            enqueue.sendTo(context.reportTo, { type: 'list.itemSaved', item: context.saved });
          }
        }),
      },
      cancelled: { type: 'final' },
    },
    output: ({ context }) => context.saved,
  });
}
