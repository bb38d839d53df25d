import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  type ConnectionRequest,
  type ConnectionTestOutcome,
  type ConnectionUpdateRequest,
  type ConnectionValues,
  connectionDialogMachine,
  type EditedConnection,
  type SavedConnection,
} from '../../machines/connectionDialog.machine.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const sample: ConnectionValues = {
  name: 'Sample Superstore',
  type: 'POSTGRES',
  host: '127.0.0.1',
  port: '5433',
  username: 'postgres',
  password: 'postgres',
  databaseName: 'superstore',
  charset: '',
  properties: '',
  noPassword: '',
  ssl: 'off',
  caCertificate: '',
};

const inspect = coverTransitions(connectionDialogMachine);
const CA = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----';

const stored: EditedConnection = {
  id: 'c9',
  name: 'Warehouse',
  type: 'POSTGRES',
  host: 'db.example.com',
  port: 5432,
  username: 'reader',
  databaseName: 'sales',
  charset: null,
  properties: { schema: 'sales' },
  ssl: 'verify',
  caCertificate: null,
};

function harness(connection?: EditedConnection) {
  const fetchSample = controlledPromise<ConnectionValues | null>();
  const testConnection = controlledPromise<ConnectionTestOutcome, ConnectionRequest>();
  const createConnection = controlledPromise<SavedConnection, ConnectionRequest>();
  const updateConnection = controlledPromise<SavedConnection, ConnectionUpdateRequest>();
  const created: SavedConnection[] = [];
  const actor = createActor(
    connectionDialogMachine.provide({
      actors: {
        fetchSample: fetchSample.logic,
        testConnection: testConnection.logic,
        createConnection: createConnection.logic,
        updateConnection: updateConnection.logic,
      },
      actions: { connectionCreated: (_, { connection }) => created.push(connection) },
    }),
    { input: { connection }, inspect },
  ).start();
  const snap = () => actor.getSnapshot();
  const change = (field: keyof ConnectionValues, value: string) =>
    actor.send({ type: 'connection.change', field, value });
  /** 'Use the sample database', answered with the sample's values. */
  const useSample = async () => {
    actor.send({ type: 'connection.useSample' });
    await fetchSample.resolve(sample);
  };
  return {
    actor,
    fetchSample,
    testConnection,
    createConnection,
    updateConnection,
    created,
    snap,
    ctx: () => snap().context,
    change,
    useSample,
  };
}

describe('connection dialog machine', () => {
  it('names every missing field with the sentences of the spec, and clears one on edit', () => {
    const h = harness();
    h.actor.send({ type: 'connection.test' });
    expect(h.ctx().form.errors).toEqual({
      name: 'Name is required',
      type: 'Type is required',
      host: 'Host is required',
      port: 'Port is required',
      username: 'Username is required',
      password: 'Password is required',
      databaseName: 'Database is required',
    });
    expect(h.testConnection.calls).toEqual([]);
    h.change('host', 'db.example.com');
    expect(h.ctx().form.errors.host).toBeUndefined();
    expect(h.ctx().form.errors.name).toBe('Name is required');
  });

  it('fills port 3306 and charset utf-8 for MySQL and clears them when switching away', () => {
    const h = harness();
    h.change('type', 'MYSQL');
    expect(h.ctx().form.values).toMatchObject({ port: '3306', charset: 'utf-8' });
    h.change('port', '3307');
    h.change('type', 'POSTGRES');
    expect(h.ctx().form.values).toMatchObject({ port: '', charset: '' });
    h.change('port', '5432');
    h.change('type', 'SQL_SERVER');
    expect(h.ctx().form.values.port).toBe('5432');
  });

  it('tests the connection: "Testing connection..." then "Connection successful!"', async () => {
    const h = harness();
    await h.useSample();
    h.actor.send({ type: 'connection.test' });
    expect(h.ctx().result).toBe('Testing connection...');
    expect(h.snap().hasTag('busy')).toBe(true);
    const { noPassword: _notSent, ...request } = sample;
    expect(h.testConnection.calls).toEqual([{ ...request, port: 5433 }]);
    await h.testConnection.resolve({ success: true });
    expect(h.ctx().result).toBe('Connection successful!');
    expect(h.snap().matches({ editing: 'testPassed' })).toBe(true);
    h.change('password', 'other');
    expect(h.ctx().result).toBeNull();
  });

  it('reports the driver’s reason, or the fallback, after "Connection failed: "', async () => {
    const h = harness();
    await h.useSample();
    h.actor.send({ type: 'connection.test' });
    await h.testConnection.resolve({ success: false, message: 'password authentication failed' });
    expect(h.ctx().result).toBe('Connection failed: password authentication failed');
    h.actor.send({ type: 'connection.test' });
    await h.testConnection.resolve({ success: false });
    expect(h.ctx().result).toBe('Connection failed: Connection test failed.');
    h.actor.send({ type: 'connection.test' });
    await h.testConnection.reject(new Error('Network error. Please check your connection.'));
    expect(h.ctx().result).toBe('Connection failed: Network error. Please check your connection.');
  });

  it('says when the server serves no sample database', async () => {
    const h = harness();
    h.actor.send({ type: 'connection.useSample' });
    expect(h.snap().hasTag('busy')).toBe(true);
    await h.fetchSample.resolve(null);
    expect(h.ctx().result).toBe('The sample database is not available on this server.');
    expect(h.ctx().form.values.host).toBe('');
  });

  it('says why the sample could not be fetched, with the server sentence or the fallback', async () => {
    const h = harness();
    h.actor.send({ type: 'connection.useSample' });
    await h.fetchSample.reject(new Error('Network error. Please check your connection.'));
    expect(h.snap().matches({ editing: 'sampleUnavailable' })).toBe(true);
    expect(h.ctx().result).toBe('Network error. Please check your connection.');
    h.actor.send({ type: 'connection.useSample' });
    await h.fetchSample.reject(new Error(''));
    expect(h.ctx().result).toBe('The sample database is not available on this server.');
  });

  it('creates nothing from an incomplete form, naming what is missing', () => {
    const h = harness();
    h.change('name', 'Shop');
    h.actor.send({ type: 'connection.create' });
    expect(h.ctx().form.errors).toMatchObject({ host: 'Host is required', type: 'Type is required' });
    expect(h.ctx().form.errors.name).toBeUndefined();
    expect(h.createConnection.calls).toEqual([]);
    expect(h.snap().matches({ editing: 'untested' })).toBe(true);
  });

  it('creates the connection with trimmed values and ends with it', async () => {
    const h = harness();
    for (const [field, value] of Object.entries({ ...sample, name: '  Shop  ' }))
      h.change(field as keyof ConnectionValues, value);
    h.actor.send({ type: 'connection.create' });
    expect(h.createConnection.calls[0]?.name).toBe('Shop');
    await h.createConnection.resolve({ id: 'c1', name: 'Shop', type: 'POSTGRES' });
    expect(h.snap().status).toBe('done');
    expect(h.snap().output).toEqual({ id: 'c1', name: 'Shop', type: 'POSTGRES' });
    expect(h.created).toEqual([{ id: 'c1', name: 'Shop', type: 'POSTGRES' }]);
  });

  it('keeps the form with "Failed to create connection: {message}" when creating fails', async () => {
    const h = harness();
    await h.useSample();
    h.actor.send({ type: 'connection.create' });
    await h.createConnection.reject(new Error(''));
    expect(h.ctx().result).toBe('Failed to create connection: Failed to create connection.');
    expect(h.ctx().form.values).toEqual(sample);
    h.actor.send({ type: 'connection.create' });
    await h.createConnection.reject(
      Object.assign(new Error('A connection called "Sample Superstore" exists.'), {
        details: { fields: { name: 'A connection called "Sample Superstore" exists.' } },
      }),
    );
    expect(h.ctx().result).toBe(
      'Failed to create connection: A connection called "Sample Superstore" exists.',
    );
    expect(h.ctx().form.errors.name).toBe('A connection called "Sample Superstore" exists.');
  });

  it('starts a new connection at SSL mode verify and sends the CA only with verify', async () => {
    const h = harness();
    expect(h.ctx().form.values.ssl).toBe('verify');
    for (const [field, value] of Object.entries({ ...sample, ssl: 'verify', caCertificate: CA }))
      h.change(field as keyof ConnectionValues, value);
    h.actor.send({ type: 'connection.test' });
    expect(h.testConnection.calls[0]).toMatchObject({ ssl: 'verify', caCertificate: CA });
    await h.testConnection.resolve({ success: true, canWrite: false });
    h.change('ssl', 'require');
    h.actor.send({ type: 'connection.test' });
    expect(h.testConnection.calls[1]).toMatchObject({ ssl: 'require', caCertificate: '' });
    await h.testConnection.resolve({ success: true, canWrite: false });
    h.change('ssl', 'verify');
    h.change('caCertificate', 'not a certificate');
    h.actor.send({ type: 'connection.test' });
    expect(h.ctx().form.errors.caCertificate).toBe(
      'CA certificate must be a PEM certificate (-----BEGIN CERTIFICATE----- ...).',
    );
    expect(h.testConnection.calls).toHaveLength(2);
  });

  it('asks for the password unless the database has none, and then sends an empty one', async () => {
    const h = harness();
    await h.useSample();
    h.change('password', '');
    h.actor.send({ type: 'connection.create' });
    expect(h.ctx().form.errors.password).toBe('Password is required');
    h.change('password', 'typed before ticking');
    h.change('noPassword', 'true');
    expect(h.ctx().form.values.password).toBe('');
    expect(h.ctx().form.errors.password).toBeUndefined();
    h.actor.send({ type: 'connection.create' });
    expect(h.createConnection.calls[0]?.password).toBe('');
    expect(h.createConnection.calls[0]).not.toHaveProperty('noPassword');
  });

  it('recommends a read-only login when the tested login can write', async () => {
    const h = harness();
    await h.useSample();
    h.actor.send({ type: 'connection.test' });
    await h.testConnection.resolve({ success: true, canWrite: true });
    expect(h.snap().matches({ editing: 'testPassedWritable' })).toBe(true);
    expect(h.ctx().result).toBe('Connection successful!');
    h.actor.send({ type: 'connection.test' });
    await h.testConnection.resolve({ success: true, canWrite: null });
    expect(h.snap().matches({ editing: 'testPassed' })).toBe(true);
    h.actor.send({ type: 'connection.test' });
    await h.testConnection.resolve({ success: true, canWrite: true });
    h.change('username', 'reader');
    expect(h.snap().matches({ editing: 'untested' })).toBe(true);
  });

  it('edits a stored connection: its values filled in, the password kept unless retyped', async () => {
    const h = harness(stored);
    expect(h.ctx().form.values).toMatchObject({
      name: 'Warehouse',
      host: 'db.example.com',
      port: '5432',
      password: '',
      properties: 'schema=sales',
      ssl: 'verify',
    });
    h.change('name', 'Warehouse EU');
    h.actor.send({ type: 'connection.create' });
    expect(h.createConnection.calls).toEqual([]);
    expect(h.updateConnection.calls).toEqual([
      {
        id: 'c9',
        values: expect.objectContaining({
          name: 'Warehouse EU',
          port: 5432,
          password: undefined,
          ssl: 'verify',
        }),
      },
    ]);
    await h.updateConnection.reject(new Error(''));
    expect(h.ctx().result).toBe('Failed to update connection: Failed to update connection.');
    h.change('password', 'new secret');
    h.actor.send({ type: 'connection.create' });
    expect(h.updateConnection.calls[1]?.values.password).toBe('new secret');
    await h.updateConnection.resolve({ id: 'c9', name: 'Warehouse EU', type: 'POSTGRES' });
    expect(h.created).toEqual([{ id: 'c9', name: 'Warehouse EU', type: 'POSTGRES' }]);
    expect(h.snap().status).toBe('done');
  });

  it('asks for the password again to test a stored connection', () => {
    const h = harness(stored);
    h.actor.send({ type: 'connection.test' });
    expect(h.ctx().form.errors.password).toBe('Password is required');
    expect(h.testConnection.calls).toEqual([]);
  });

  it('refuses a port that is no number, and an unknown property, with the contract’s sentences', async () => {
    const h = harness();
    await h.useSample();
    h.change('port', '54x');
    h.actor.send({ type: 'connection.test' });
    expect(h.ctx().form.errors.port).toBe('Port must be a whole number from 1 to 65535.');
    h.change('port', '5433');
    h.change('properties', 'sslmode=require');
    h.actor.send({ type: 'connection.test' });
    expect(h.ctx().form.errors.properties).toMatch(/^Unknown connection property 'sslmode'/);
    expect(h.testConnection.calls).toEqual([]);
  });
});

describe('connection dialog machine: schemas left out', () => {
  it('shows the left-out schemas of a stored connection in Properties and sends them back', async () => {
    const h = harness({ ...stored, properties: { schema: 'sales' } });
    h.change('properties', 'excludeSchemas=audit, staging');
    h.actor.send({ type: 'connection.create' });
    expect(h.ctx().form.errors.properties).toBeUndefined();
    expect(h.updateConnection.calls[0]?.values.properties).toBe('excludeSchemas=audit, staging');
  });

  it('fills Properties from the stored list, and refuses a name that is no schema name', () => {
    const h = harness({ ...stored, properties: { excludeSchemas: 'audit,staging' } });
    expect(h.ctx().form.values.properties).toBe('excludeSchemas=audit,staging');
    h.change('properties', 'excludeSchemas=');
    h.actor.send({ type: 'connection.create' });
    expect(h.ctx().form.errors.properties).toBe(
      "Connection property 'excludeSchemas' needs schema names separated by commas.",
    );
    h.change('properties', 'schema=audit; excludeSchemas=audit');
    h.actor.send({ type: 'connection.create' });
    expect(h.ctx().form.errors.properties).toBe(
      "Connection property 'schema' names 'audit', which 'excludeSchemas' leaves out.",
    );
    expect(h.updateConnection.calls).toEqual([]);
  });
});

const model = createMachine({
  id: 'connectionDialogModel',
  initial: 'blank',
  states: {
    blank: {
      on: {
        TEST: 'refused',
        CHOOSE_MYSQL: 'mysqlDefaults',
        USE_SAMPLE: 'filled',
        NO_SAMPLE: 'noSample',
        TICK_NO_PASSWORD: 'noPasswordTicked',
      },
    },
    noPasswordTicked: { on: { TEST: 'refusedWithoutPasswordError' } },
    refusedWithoutPasswordError: {},
    noSample: {},
    refused: {},
    mysqlDefaults: { on: { CHOOSE_POSTGRES: 'defaultsCleared' } },
    defaultsCleared: {},
    filled: { on: { TEST: 'testing', CREATE: 'creating', CHOOSE_REQUIRE: 'requireChosen' } },
    requireChosen: { on: { TEST: 'testing' } },
    testing: {
      on: {
        TEST_PASSED: 'testPassed',
        TEST_PASSED_WRITABLE: 'testPassedWritable',
        TEST_FAILED: 'testFailed',
      },
    },
    testPassed: { on: { CREATE: 'creating' } },
    testPassedWritable: { on: { CREATE: 'creating' } },
    testFailed: {},
    creating: { on: { CREATED: 'created', CREATE_FAILED: 'createFailed' } },
    created: {},
    createFailed: {},
  },
});

describeModel('connection dialog machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      blank: () => {
        expect(h.snap().matches({ editing: 'untested' })).toBe(true);
        expect(h.ctx().form.values.ssl).toBe('verify');
      },
      noPasswordTicked: () => expect(h.ctx().form.values.noPassword).toBe('true'),
      refusedWithoutPasswordError: () => {
        expect(h.ctx().form.errors.host).toBe('Host is required');
        expect(h.ctx().form.errors.password).toBeUndefined();
      },
      requireChosen: () => expect(h.ctx().form.values.ssl).toBe('require'),
      testPassedWritable: () => {
        expect(h.snap().matches({ editing: 'testPassedWritable' })).toBe(true);
        expect(h.ctx().result).toBe('Connection successful!');
      },
      noSample: () => expect(h.ctx().result).toBe('The sample database is not available on this server.'),
      refused: () => expect(h.ctx().form.errors.databaseName).toBe('Database is required'),
      mysqlDefaults: () => expect(h.ctx().form.values.port).toBe('3306'),
      defaultsCleared: () => expect(h.ctx().form.values.charset).toBe(''),
      filled: () => expect(h.ctx().form.values.databaseName).toBe('superstore'),
      testing: () => expect(h.ctx().result).toBe('Testing connection...'),
      testPassed: () => expect(h.ctx().result).toBe('Connection successful!'),
      testFailed: () => expect(h.ctx().result).toBe('Connection failed: connection refused'),
      creating: () => expect(h.snap().hasTag('busy')).toBe(true),
      created: () => expect(h.created.map((c) => c.id)).toEqual(['c1']),
      createFailed: () => expect(h.ctx().result).toBe('Failed to create connection: Name is taken.'),
    },
    events: {
      TEST: () => h.actor.send({ type: 'connection.test' }),
      CREATE: () => h.actor.send({ type: 'connection.create' }),
      CHOOSE_MYSQL: () => h.change('type', 'MYSQL'),
      CHOOSE_POSTGRES: () => h.change('type', 'POSTGRES'),
      USE_SAMPLE: () => h.useSample(),
      NO_SAMPLE: async () => {
        h.actor.send({ type: 'connection.useSample' });
        await h.fetchSample.resolve(null);
      },
      TEST_PASSED: () => h.testConnection.resolve({ success: true, canWrite: false }),
      TEST_PASSED_WRITABLE: () => h.testConnection.resolve({ success: true, canWrite: true }),
      TICK_NO_PASSWORD: () => h.change('noPassword', 'true'),
      CHOOSE_REQUIRE: () => h.change('ssl', 'require'),
      TEST_FAILED: () => h.testConnection.resolve({ success: false, message: 'connection refused' }),
      CREATED: () => h.createConnection.resolve({ id: 'c1', name: 'Sample', type: 'POSTGRES' }),
      CREATE_FAILED: () => h.createConnection.reject(new Error('Name is taken.')),
    },
    stop: () => h.actor.stop(),
  };
});

const editModel = createMachine({
  id: 'connectionEditModel',
  initial: 'opened',
  states: {
    opened: { on: { SAVE: 'saving', TEST: 'passwordAsked' } },
    passwordAsked: {},
    saving: { on: { SAVED: 'saved', SAVE_FAILED: 'saveFailed' } },
    saved: {},
    saveFailed: {},
  },
});

describeModel('connection dialog machine, editing a stored connection (model-based)', editModel, () => {
  const h = harness(stored);
  return {
    states: {
      opened: () => expect(h.ctx().form.values.host).toBe('db.example.com'),
      passwordAsked: () => expect(h.ctx().form.errors.password).toBe('Password is required'),
      saving: () => expect(h.snap().matches('updating')).toBe(true),
      saved: () => expect(h.created.map((c) => c.id)).toEqual(['c9']),
      saveFailed: () => expect(h.ctx().result).toBe('Failed to update connection: Host is refused.'),
    },
    events: {
      SAVE: () => h.actor.send({ type: 'connection.create' }),
      TEST: () => h.actor.send({ type: 'connection.test' }),
      SAVED: () => h.updateConnection.resolve({ id: 'c9', name: 'Warehouse', type: 'POSTGRES' }),
      SAVE_FAILED: () => h.updateConnection.reject(new Error('Host is refused.')),
    },
    stop: () => h.actor.stop(),
  };
});
