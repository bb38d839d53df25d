import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  CONNECTION_MAKE_INDEX,
  CONNECTION_TEST,
  connectionListMachine,
  connectionListMessages,
  type ListedConnection,
  rowTestSentences,
} from '../../machines/connectionList.machine.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const connection = (id: string): ListedConnection => ({
  id,
  name: `Database ${id}`,
  type: 'POSTGRES',
  host: 'db.example.com',
  port: 5432,
  databaseName: 'sales',
  indexedAt: null,
});
const makeIndex = (id: string) => ({ type: 'list.itemAction', id, action: CONNECTION_MAKE_INDEX }) as const;
const test = (id: string) => ({ type: 'list.itemAction', id, action: CONNECTION_TEST }) as const;
const passed = (canWrite: boolean | null) => ({ changes: { test: { status: 'passed', canWrite } as const } });
const inspect = coverTransitions(connectionListMachine);
const harness = (projectId: string | null = 'p1') => listHarness(connectionListMachine, projectId, inspect);

describe('connection list machine', () => {
  it('says "No project selected." without a project and loads nothing', () => {
    const h = harness(null);
    expect(h.ctx().failure).toBe('No project selected.');
    expect(h.fetchPage.calls).toEqual([]);
  });

  it('loads the project’s connections, 100 at a time, and takes in a created one first', async () => {
    const h = harness();
    expect(h.fetchPage.calls).toEqual([{ scope: 'p1', page: 0, size: 100 }]);
    await h.loaded([connection('c1')]);
    h.send({ type: 'list.itemSaved', item: connection('c2') });
    expect(h.ctx().items.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(h.snap().can({ type: 'list.compose' })).toBe(false);
    expect(h.snap().can({ type: 'list.edit', id: 'c1' })).toBe(false);
  });

  it('indexes one connection and shows when, or says "Failed to initiate index creation."', async () => {
    const h = harness();
    await h.loaded([connection('c1'), connection('c2')]);
    h.send(makeIndex('c2'));
    expect(h.itemAction.calls).toEqual([
      { scope: 'p1', action: CONNECTION_MAKE_INDEX, item: connection('c2') },
    ]);
    await h.itemAction.resolve({ ...connection('c2'), indexedAt: '2026-11-26T10:00:00.000Z' });
    expect(h.ctx().items.map((c) => c.indexedAt)).toEqual([null, '2026-11-26T10:00:00.000Z']);
    h.send(makeIndex('c1'));
    await h.itemAction.reject(new Error(''));
    expect(h.ctx().failure).toBe(connectionListMessages.indexFailed);
    h.send(makeIndex('c1'));
    await h.itemAction.reject(new Error('Database c1: Connection refused by db.example.com:5432.'));
    expect(h.ctx().failure).toBe('Database c1: Connection refused by db.example.com:5432.');
  });

  it('tests one stored connection in its row, the others untouched, and the list’s failure line clear', async () => {
    const h = harness();
    await h.loaded([connection('c1'), connection('c2')]);
    h.send(test('c2'));
    expect(h.itemAction.calls).toEqual([
      { scope: 'p1', action: CONNECTION_TEST, item: { ...connection('c2'), test: { status: 'testing' } } },
    ]);
    expect(h.ctx().items.map((c) => c.test)).toEqual([undefined, { status: 'testing' }]);
    expect(h.snap().can(test('c2'))).toBe(false);
    expect(h.snap().can(makeIndex('c2'))).toBe(true);
    await h.itemAction.resolve(passed(true));
    expect(h.ctx().items.map((c) => c.test)).toEqual([undefined, { status: 'passed', canWrite: true }]);
    expect(rowTestSentences(h.ctx().items[1]!.test)).toEqual({
      text: 'Connection successful!',
      warning: 'This login can change data. A read-only login is recommended.',
    });
    h.send(test('c1'));
    await h.itemAction.reject(new Error("The server has no database named 'sales'."));
    expect(h.ctx().items[0]!.test).toEqual({
      status: 'failed',
      message: "The server has no database named 'sales'.",
    });
    expect(rowTestSentences(h.ctx().items[0]!.test)?.text).toBe(
      "Connection failed: The server has no database named 'sales'.",
    );
    expect(h.ctx().failure).toBeNull();
    h.send(test('c1'));
    await h.itemAction.reject(new Error(''));
    expect(rowTestSentences(h.ctx().items[0]!.test)?.text).toBe('Connection failed: Connection test failed.');
  });

  it('keeps a row’s test outcome when its index time arrives, and its new index time when a test ends', async () => {
    const h = harness();
    await h.loaded([connection('c1')]);
    h.send(test('c1'));
    h.send(makeIndex('c1'));
    await h.itemAction.resolve({ ...connection('c1'), indexedAt: '2026-11-26T10:00:00.000Z' });
    await h.itemAction.resolve(passed(false));
    expect(h.ctx().items[0]).toMatchObject({
      indexedAt: '2026-11-26T10:00:00.000Z',
      test: { status: 'passed', canWrite: false },
    });
    expect(rowTestSentences(h.ctx().items[0]!.test)).toEqual({ text: 'Connection successful!' });
  });

  it('deletes a connection only after confirmation, or keeps it with "Failed to delete connection."', async () => {
    const h = harness();
    await h.loaded([connection('c1'), connection('c2')]);
    h.send({ type: 'list.delete', id: 'c1' });
    expect(h.snap().hasTag('confirmingDelete')).toBe(true);
    h.send({ type: 'list.deleteCancel' });
    expect(h.deleteItem.calls).toEqual([]);
    h.send({ type: 'list.delete', id: 'c1' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to delete connection.');
    expect(h.ctx().items).toHaveLength(2);
    h.send({ type: 'list.delete', id: 'c1' });
    h.send({ type: 'list.deleteConfirm' });
    expect(h.deleteItem.calls.at(-1)).toEqual({ scope: 'p1', id: 'c1' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((c) => c.id)).toEqual(['c2']);
    expect(h.notice()).toBe('Connection deleted successfully!');
  });

  it('says "Failed to fetch connections." when the list cannot load', async () => {
    const h = harness();
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch connections.');
  });
});

const model = createMachine({
  id: 'connectionListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    listed: { on: { CREATED_ELSEWHERE: 'grown', INDEX: 'indexing', TEST: 'testing', DELETE: 'confirming' } },
    testing: {
      on: {
        TEST_PASSED: 'testPassed',
        TEST_PASSED_WRITABLE: 'testPassedWritable',
        TEST_FAILED: 'testFailed',
      },
    },
    testPassed: {},
    testPassedWritable: {},
    testFailed: { on: { TEST: 'testing' } },
    grown: {},
    indexing: { on: { INDEXED: 'indexed', INDEX_FAILED: 'indexFailed' } },
    indexed: {},
    indexFailed: {},
    confirming: { on: { CONFIRM: 'deleting', CANCEL: 'cancelled' } },
    cancelled: {},
    deleting: { on: { DELETED: 'deleted' } },
    deleted: {},
  },
});

describeModel('connection list machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.snap().hasTag('loading')).toBe(true),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch connections.'),
      listed: () => expect(h.ctx().items.map((c) => c.id)).toEqual(['c1']),
      grown: () => expect(h.ctx().total).toBe(2),
      indexing: () => expect(h.itemAction.pendingCount).toBe(1),
      testing: () => {
        expect(h.ctx().items[0]?.test).toEqual({ status: 'testing' });
        expect(rowTestSentences(h.ctx().items[0]?.test)?.text).toBe('Testing connection...');
      },
      testPassed: () =>
        expect(rowTestSentences(h.ctx().items[0]?.test)).toEqual({ text: 'Connection successful!' }),
      testPassedWritable: () =>
        expect(rowTestSentences(h.ctx().items[0]?.test)?.warning).toBe(
          'This login can change data. A read-only login is recommended.',
        ),
      testFailed: () => {
        expect(rowTestSentences(h.ctx().items[0]?.test)?.text).toBe('Connection failed: Connection refused.');
        expect(h.ctx().failure).toBeNull();
      },
      indexed: () => expect(h.ctx().items[0]?.indexedAt).toBe('2026-11-26T10:00:00.000Z'),
      indexFailed: () => expect(h.ctx().failure).toBe(connectionListMessages.indexFailed),
      confirming: () => expect(h.ctx().deletingId).toBe('c1'),
      cancelled: () => expect(h.ctx().deletingId).toBeNull(),
      deleting: () => expect(h.deleteItem.pendingCount).toBe(1),
      deleted: () => expect(h.ctx().items).toEqual([]),
    },
    events: {
      LOADED: () => h.loaded([connection('c1')]),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      CREATED_ELSEWHERE: () => h.send({ type: 'list.itemSaved', item: connection('c2') }),
      INDEX: () => h.send(makeIndex('c1')),
      TEST: () => h.send(test('c1')),
      TEST_PASSED: () => h.itemAction.resolve(passed(false)),
      TEST_PASSED_WRITABLE: () => h.itemAction.resolve(passed(true)),
      TEST_FAILED: () => h.itemAction.reject(new Error('Connection refused.')),
      INDEXED: () => h.itemAction.resolve({ ...connection('c1'), indexedAt: '2026-11-26T10:00:00.000Z' }),
      INDEX_FAILED: () => h.itemAction.reject(new Error('')),
      DELETE: () => h.send({ type: 'list.delete', id: 'c1' }),
      CONFIRM: () => h.send({ type: 'list.deleteConfirm' }),
      CANCEL: () => h.send({ type: 'list.deleteCancel' }),
      DELETED: () => h.deleteItem.resolve(null),
    },
    stop: () => h.actor.stop(),
  };
});

describeListTransitions({
  machine: connectionListMachine,
  inspect,
  scope: 'p1',
  item: (n) => connection(`c${n}`),
});
