import { and, assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import {
  type ConnectionUpdate,
  connectionBody,
  connectionTypeLabels,
  connectionTypes,
  connectionUpdateBody,
  type DataConnection,
  dataMessages,
  type SslMode,
  sslModeLabels,
  sslModes,
} from '../src/contract/dataInsights.ts';
import { failureMessage, fieldErrorsOf } from './failureMessage.ts';
import { changeField, type FormState, validateAll } from './formFields.ts';

export const CONNECTION_FIELDS = [
  'name',
  'type',
  'host',
  'port',
  'username',
  'password',
  'databaseName',
  'charset',
  'properties',
  /** 'true' when the user ticked 'This database has no password'. */
  'noPassword',
  'ssl',
  'caCertificate',
] as const;
export type ConnectionField = (typeof CONNECTION_FIELDS)[number];
export type ConnectionValues = Record<ConnectionField, string>;

/** The engines the form offers, by wire value, with the names the form shows (spec §3). */
export const CONNECTION_TYPES = connectionTypes.map((value) => ({
  value,
  label: connectionTypeLabels[value],
}));

/** The SSL modes the form offers; a new connection starts at verify. */
export const SSL_MODES = sslModes.map((value) => ({ value, label: sslModeLabels[value] }));
export const DEFAULT_SSL_MODE: SslMode = 'verify';

/** What choosing MySQL fills in, and clears again when another type is chosen (spec §4, §9). */
export const MYSQL_DEFAULTS = { port: '3306', charset: 'utf-8' } as const;

export const connectionMessages = {
  testing: 'Testing connection...',
  testSucceeded: 'Connection successful!',
  testFallback: 'Connection test failed.',
  createFallback: 'Failed to create connection.',
  sampleUnavailable: 'The sample database is not available on this server.',
  testFailed: (message: string) => `Connection failed: ${message}`,
  noPassword: dataMessages.noPassword,
  writableLogin: 'This login can change data. A read-only login is recommended.',
  createFailed: (message: string) => `Failed to create connection: ${message}`,
  updateFallback: 'Failed to update connection.',
  updateFailed: (message: string) => `Failed to update connection: ${message}`,
};

/** The connection as the API receives it: the form checked and trimmed by the contract's schema. */
export type ConnectionRequest = z.output<typeof connectionBody>;

const blankValues = (): ConnectionValues => ({
  ...(Object.fromEntries(CONNECTION_FIELDS.map((f) => [f, ''])) as ConnectionValues),
  ssl: DEFAULT_SSL_MODE,
});

/** What a connection test answers: success, else the reason; whether the login can write. */
export interface ConnectionTestOutcome {
  success: boolean;
  message?: string;
  canWrite?: boolean | null;
}

/** A stored connection opened for editing: its fields, never its password. */
export type EditedConnection = SavedConnection &
  Partial<Omit<DataConnection, 'id' | 'name' | 'type' | 'projectId' | 'indexedAt' | 'gmtCreated'>>;

/** An edit as the API receives it: the connection's id and its fields, the password only when retyped. */
export interface ConnectionUpdateRequest {
  id: string;
  values: ConnectionUpdate;
}

/** The form values of a stored connection; the password stays empty (kept unless retyped). */
function valuesOf(c: EditedConnection): ConnectionValues {
  return {
    ...blankValues(),
    name: c.name,
    type: c.type,
    host: c.host ?? '',
    port: c.port === undefined ? '' : String(c.port),
    username: c.username ?? '',
    databaseName: c.databaseName ?? '',
    charset: c.charset ?? '',
    properties: Object.entries(c.properties ?? {})
      .map(([key, value]) => `${key}=${value}`)
      .join('; '),
    ssl: c.ssl ?? 'off',
    caCertificate: c.caCertificate ?? '',
  };
}

export interface ConnectionDialogContext {
  /** The stored connection being edited; null for a new one. */
  editingId: string | null;
  form: FormState<ConnectionField>;
  /** The last test's or create's outcome as the dialog prints it. */
  result: string | null;
  created: SavedConnection | null;
}

export type ConnectionDialogEvent =
  | { type: 'connection.change'; field: ConnectionField; value: string }
  | { type: 'connection.useSample' }
  | { type: 'connection.test' }
  | { type: 'connection.create' };

/** The saved connection as the list shows it. */
export type SavedConnection = Pick<DataConnection, 'id' | 'name' | 'type'>;

/**
 * The form after `field` took `value`, with the MySQL defaults filled in or cleared; ticking
 * 'no password' empties the password and its error.
 */
function withTypeDefaults(form: FormState<ConnectionField>, field: ConnectionField, value: string) {
  const next = changeField(form, field, value);
  if (field === 'noPassword' && value === 'true') {
    const { password: _cleared, ...errors } = next.errors;
    return { values: { ...next.values, password: '' }, errors };
  }
  if (field !== 'type' || value === form.values.type) return next;
  if (value === 'MYSQL') return { ...next, values: { ...next.values, ...MYSQL_DEFAULTS } };
  if (form.values.type === 'MYSQL') return { ...next, values: { ...next.values, port: '', charset: '' } };
  return next;
}

// The form's messages are the contract's (spec §5), so the dialog and the server say the same.
/**
 * The API takes an empty password; the form asks for one (spec §5) unless the user says there is
 * none, or saves an edit, where an empty password keeps the stored one (a test still needs it).
 */
const problems = (values: ConnectionValues, keepsPassword = false) => {
  const errors = validateAll<ConnectionField>(connectionBody, values);
  if (values.password === '' && values.noPassword !== 'true' && !keepsPassword)
    errors.password ??= dataMessages.passwordRequired;
  return errors;
};
const saveProblems = (context: ConnectionDialogContext) =>
  problems(context.form.values, context.editingId !== null);
const trimmed = (values: ConnectionValues): ConnectionRequest =>
  connectionBody.parse({
    ...values,
    password: values.noPassword === 'true' ? '' : values.password,
    caCertificate: values.ssl === 'verify' ? values.caCertificate : '',
  });
const updateOf = (id: string, values: ConnectionValues): ConnectionUpdateRequest => ({
  id,
  values: connectionUpdateBody.parse({
    ...values,
    password: values.noPassword === 'true' ? '' : values.password || undefined,
    caCertificate: values.ssl === 'verify' ? values.caCertificate : '',
  }),
});

/**
 * The 'Create New Database' dialog: the connection form with its messages (spec §5), MySQL's
 * defaults, 'Use the sample database', a connection test and the create. It ends when the
 * connection is created; the parent learns it through `connectionCreated`.
 */
export const connectionDialogMachine = setup({
  types: {
    context: {} as ConnectionDialogContext,
    events: {} as ConnectionDialogEvent,
    output: {} as SavedConnection,
    input: {} as { connection?: EditedConnection },
    tags: {} as 'busy',
  },
  actors: {
    /** Where the server's sample database listens, as form values; null when it serves none. */
    fetchSample: fromPromise<ConnectionValues | null>(async () => {
      throw new Error('fetchSample not provided');
    }),
    testConnection: fromPromise<ConnectionTestOutcome, ConnectionRequest>(async () => {
      throw new Error('testConnection not provided');
    }),
    createConnection: fromPromise<SavedConnection, ConnectionRequest>(async () => {
      throw new Error('createConnection not provided');
    }),
    updateConnection: fromPromise<SavedConnection, ConnectionUpdateRequest>(async () => {
      throw new Error('updateConnection not provided');
    }),
  },
  actions: {
    connectionCreated: (_, _params: { connection: SavedConnection }) => {},
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(problems(context.form.values)).length > 0,
    saveInvalid: ({ context }) => Object.keys(saveProblems(context)).length > 0,
    editingStored: ({ context }) => context.editingId !== null,
    sampleServed: ({ event }) => (event as unknown as { output: ConnectionValues | null }).output !== null,
    testPassed: ({ event }) => (event as unknown as { output: { success: boolean } }).output.success === true,
    loginCanWrite: ({ event }) =>
      (event as unknown as { output: ConnectionTestOutcome }).output.canWrite === true,
  },
}).createMachine({
  id: 'connectionDialog',
  context: ({ input }) => ({
    editingId: input?.connection?.id ?? null,
    form: { values: input?.connection ? valuesOf(input.connection) : blankValues(), errors: {} },
    result: null,
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'untested',
      on: {
        'connection.change': {
          target: '.untested',
          actions: assign({
            form: ({ context, event }) => withTypeDefaults(context.form, event.field, event.value),
            result: null,
          }),
        },
        'connection.useSample': { target: 'fetchingSample', actions: assign({ result: null }) },
        'connection.test': [
          {
            guard: 'formInvalid',
            target: '.untested',
            actions: assign({
              form: ({ context }) => ({ ...context.form, errors: problems(context.form.values) }),
            }),
          },
          { target: 'testing', actions: assign({ result: connectionMessages.testing }) },
        ],
        'connection.create': [
          {
            guard: 'saveInvalid',
            target: '.untested',
            actions: assign({
              form: ({ context }) => ({ ...context.form, errors: saveProblems(context) }),
            }),
          },
          { guard: 'editingStored', target: 'updating', actions: assign({ result: null }) },
          { target: 'creating', actions: assign({ result: null }) },
        ],
      },
      states: {
        untested: {},
        testPassed: {},
        /** Connected, with a login that can change data: the dialog recommends a read-only one. */
        testPassedWritable: {},
        testFailed: {},
        createFailed: {},
        sampleUnavailable: {},
      },
    },
    fetchingSample: {
      tags: 'busy',
      invoke: {
        src: 'fetchSample',
        onDone: [
          {
            guard: 'sampleServed',
            target: 'editing.untested',
            actions: assign({ form: ({ event }) => ({ values: { ...event.output! }, errors: {} }) }),
          },
          {
            target: 'editing.sampleUnavailable',
            actions: assign({ result: connectionMessages.sampleUnavailable }),
          },
        ],
        onError: {
          target: 'editing.sampleUnavailable',
          actions: assign({
            result: ({ event }) => failureMessage(event.error, connectionMessages.sampleUnavailable),
          }),
        },
      },
    },
    testing: {
      tags: 'busy',
      invoke: {
        src: 'testConnection',
        input: ({ context }) => trimmed(context.form.values),
        onDone: [
          {
            guard: and(['testPassed', 'loginCanWrite']),
            target: 'editing.testPassedWritable',
            actions: assign({ result: connectionMessages.testSucceeded }),
          },
          {
            guard: 'testPassed',
            target: 'editing.testPassed',
            actions: assign({ result: connectionMessages.testSucceeded }),
          },
          {
            target: 'editing.testFailed',
            actions: assign({
              result: ({ event }) =>
                connectionMessages.testFailed(event.output.message || connectionMessages.testFallback),
            }),
          },
        ],
        onError: {
          target: 'editing.testFailed',
          actions: assign({
            result: ({ event }) =>
              connectionMessages.testFailed(failureMessage(event.error, connectionMessages.testFallback)),
          }),
        },
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        src: 'createConnection',
        input: ({ context }) => trimmed(context.form.values),
        onDone: {
          target: 'created',
          actions: [
            assign({ created: ({ event }) => event.output }),
            { type: 'connectionCreated', params: ({ event }) => ({ connection: event.output }) },
          ],
        },
        onError: {
          target: 'editing.createFailed',
          actions: assign(({ context, event }) => ({
            result: connectionMessages.createFailed(
              failureMessage(event.error, connectionMessages.createFallback),
            ),
            form: { ...context.form, errors: fieldErrorsOf<ConnectionField>(event.error) },
          })),
        },
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        src: 'updateConnection',
        input: ({ context }) => updateOf(context.editingId!, context.form.values),
        onDone: {
          target: 'created',
          actions: [
            assign({ created: ({ event }) => event.output }),
            { type: 'connectionCreated', params: ({ event }) => ({ connection: event.output }) },
          ],
        },
        onError: {
          target: 'editing.createFailed',
          actions: assign(({ context, event }) => ({
            result: connectionMessages.updateFailed(
              failureMessage(event.error, connectionMessages.updateFallback),
            ),
            form: { ...context.form, errors: fieldErrorsOf<ConnectionField>(event.error) },
          })),
        },
      },
    },
    created: { type: 'final' },
  },
  output: ({ context }) => context.created!,
});
