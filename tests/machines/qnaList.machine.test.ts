import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { qnaListMachine, searchQnas } from '../../machines/qnaList.machine.ts';
import { NO_WORKSPACE } from '../../machines/scopeMessages.ts';
import { qna } from '../web/dashboard/workspaceFixtures.ts';
import { listHarness } from './listHarness.ts';
import { describeListTransitions } from './listTransitions.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(qnaListMachine);
const harness = (workspaceId: string | null = 'w1') => listHarness(qnaListMachine, workspaceId, inspect);

const pairs = [
  qna('q1', 'What are the opening hours?', '9 to 5.'),
  qna('q2', 'Where is the shop?', 'Main Street, near the HOURS clock.'),
];

describe('Q&A list machine', () => {
  it('says "No workspace selected." without a workspace', () => {
    expect(harness(null).ctx().failure).toBe(NO_WORKSPACE);
  });

  it('shows "Failed to fetch Q&A items." when the list cannot load', async () => {
    const h = harness();
    await h.fetchPage.reject(new Error(''));
    expect(h.ctx().failure).toBe('Failed to fetch Q&A items.');
  });

  it('starts its add form with a question handed over as input, ignoring fields it has not', async () => {
    const h = listHarness(qnaListMachine, 'w1', inspect, { question: 'Do you ship abroad?', other: 'x' });
    expect(h.ctx().draft.values).toEqual({ question: 'Do you ship abroad?', answer: '' });
    await h.loaded(pairs);
    expect(h.ctx().draft.values.question).toBe('Do you ship abroad?');
    h.send({ type: 'list.draftChange', field: 'answer', value: 'Yes.' });
    h.send({ type: 'list.add' });
    expect(h.createItem.calls[0]?.values).toEqual({ question: 'Do you ship abroad?', answer: 'Yes.' });
  });

  it('adds from the inline form, clears it, and refuses blanks', async () => {
    const h = harness();
    await h.loaded(pairs);
    h.send({ type: 'list.draftChange', field: 'question', value: 'Parking?' });
    h.send({ type: 'list.add' });
    expect(h.ctx().draft.errors).toEqual({ answer: 'Question and Answer cannot be empty.' });
    h.send({ type: 'list.draftChange', field: 'answer', value: ' Behind the shop. ' });
    h.send({ type: 'list.add' });
    expect(h.createItem.calls[0]?.values).toEqual({ question: 'Parking?', answer: 'Behind the shop.' });
    await h.createItem.resolve(qna('q3', 'Parking?', 'Behind the shop.'));
    expect(h.ctx().draft.values).toEqual({ question: '', answer: '' });
    expect(h.ctx().items[0]?.id).toBe('q3');
    expect(h.notice()).toBe('Q&A added successfully!');
  });

  it('keeps the draft and shows the server message when adding fails', async () => {
    const h = harness();
    await h.loaded([]);
    h.send({ type: 'list.draftChange', field: 'question', value: 'Q' });
    h.send({ type: 'list.draftChange', field: 'answer', value: 'A' });
    h.send({ type: 'list.add' });
    await h.createItem.reject(new Error('question: Question must be at most 10000 characters long.'));
    expect(h.ctx().failure).toBe('question: Question must be at most 10000 characters long.');
    expect(h.ctx().draft.values).toEqual({ question: 'Q', answer: 'A' });
  });

  it('searches question and answer ignoring case', async () => {
    const h = harness();
    await h.loaded(pairs);
    h.send({ type: 'list.search', query: 'hours' });
    expect(searchQnas(h.ctx().items, h.ctx().query).map((q) => q.id)).toEqual(['q1', 'q2']);
    h.send({ type: 'list.search', query: 'MAIN street' });
    expect(searchQnas(h.ctx().items, h.ctx().query).map((q) => q.id)).toEqual(['q2']);
    h.send({ type: 'list.search', query: '  ' });
    expect(searchQnas(h.ctx().items, h.ctx().query)).toHaveLength(2);
  });

  it('edits inline and deletes after confirmation', async () => {
    const h = harness();
    await h.loaded(pairs);
    h.send({ type: 'list.edit', id: 'q1' });
    h.send({ type: 'list.formChange', field: 'answer', value: '8 to 6.' });
    h.send({ type: 'list.formSave' });
    await h.updateItem.resolve({ ...pairs[0]!, answer: '8 to 6.' });
    expect(h.ctx().items[0]?.answer).toBe('8 to 6.');
    expect(h.notice()).toBe('Q&A updated successfully!');
    h.send({ type: 'list.delete', id: 'q2' });
    h.send({ type: 'list.deleteConfirm' });
    await h.deleteItem.resolve(null);
    expect(h.ctx().items.map((q) => q.id)).toEqual(['q1']);
    expect(h.notice()).toBe('Q&A deleted successfully!');
  });
});

const model = createMachine({
  id: 'qnaListModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'listed', LOAD_FAILED: 'loadFailed' } },
    loadFailed: { on: { RELOAD: 'loading' } },
    listed: {
      on: {
        ADD_BLANK: 'blankRefused',
        ADD_FILLED: 'adding',
        SEARCH: 'filtered',
        EDIT: 'editing',
        DELETE: 'confirmingDelete',
      },
    },
    blankRefused: {},
    filtered: {},
    adding: { on: { ADDED: 'addedNotice', ADD_FAILED: 'addFailed' } },
    addedNotice: { on: { NOTICE_TIMEOUT: 'noticeGone' } },
    noticeGone: {},
    addFailed: {},
    editing: { on: { SAVE: 'updatedNotice' } },
    updatedNotice: {},
    confirmingDelete: { on: { CONFIRM: 'deletedNotice' } },
    deletedNotice: {},
  },
});

describeModel('Q&A list machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      loading: () => expect(h.fetchPage.pendingCount).toBe(1),
      loadFailed: () => expect(h.ctx().failure).toBe('Failed to fetch Q&A items.'),
      listed: () => expect(h.ctx().items).toHaveLength(2),
      blankRefused: () =>
        expect(h.ctx().draft.errors).toEqual({
          question: 'Question and Answer cannot be empty.',
          answer: 'Question and Answer cannot be empty.',
        }),
      filtered: () => expect(searchQnas(h.ctx().items, h.ctx().query).map((q) => q.id)).toEqual(['q2']),
      adding: () => expect(h.createItem.pendingCount).toBe(1),
      addedNotice: () => expect(h.notice()).toBe('Q&A added successfully!'),
      noticeGone: () => expect(h.notice()).toBeNull(),
      addFailed: () => expect(h.ctx().failure).toBe('Failed to add Q&A.'),
      editing: () => expect(h.ctx().form?.values.question).toBe('What are the opening hours?'),
      updatedNotice: () => expect(h.notice()).toBe('Q&A updated successfully!'),
      confirmingDelete: () => expect(h.ctx().deletingId).toBe('q1'),
      deletedNotice: () => expect(h.notice()).toBe('Q&A deleted successfully!'),
    },
    events: {
      LOADED: () => h.loaded(pairs),
      LOAD_FAILED: () => h.fetchPage.reject(new Error('')),
      RELOAD: () => h.send({ type: 'list.reload' }),
      ADD_BLANK: () => h.send({ type: 'list.add' }),
      ADD_FILLED: () => {
        h.send({ type: 'list.draftChange', field: 'question', value: 'Q' });
        h.send({ type: 'list.draftChange', field: 'answer', value: 'A' });
        h.send({ type: 'list.add' });
      },
      SEARCH: () => h.send({ type: 'list.search', query: 'street' }),
      ADDED: () => h.createItem.resolve(qna('q3', 'Q', 'A')),
      ADD_FAILED: () => h.createItem.reject(new Error('')),
      NOTICE_TIMEOUT: () => h.clock.increment(3000),
      EDIT: () => h.send({ type: 'list.edit', id: 'q1' }),
      SAVE: async () => {
        h.send({ type: 'list.formSave' });
        await h.updateItem.resolve(pairs[0]!);
      },
      DELETE: () => h.send({ type: 'list.delete', id: 'q1' }),
      CONFIRM: async () => {
        h.send({ type: 'list.deleteConfirm' });
        await h.deleteItem.resolve(null);
      },
    },
    stop: () => h.actor.stop(),
  };
});

/** A question turned into a Q&A from the chat history: the add form starts with it. */
const prefillModel = createMachine({
  id: 'qnaPrefillModel',
  initial: 'prefilledLoading',
  states: {
    prefilledLoading: { on: { LOADED: 'prefilled' } },
    prefilled: { on: { ANSWER: 'answered', EDIT_QUESTION: 'questionChanged', ADD: 'answerMissing' } },
    answerMissing: {},
    questionChanged: {},
    answered: { on: { ADD: 'adding' } },
    adding: { on: { ADDED: 'added' } },
    added: {},
  },
});

describeModel('Q&A list machine handed a question (model-based)', prefillModel, () => {
  const question = 'Do you ship abroad?';
  const h = listHarness(qnaListMachine, 'w1', inspect, { question });
  return {
    states: {
      prefilledLoading: () => {
        expect(h.fetchPage.pendingCount).toBe(1);
        expect(h.ctx().draft.values).toEqual({ question, answer: '' });
      },
      prefilled: () => {
        expect(h.ctx().items).toHaveLength(2);
        expect(h.ctx().draft.values).toEqual({ question, answer: '' });
      },
      answerMissing: () => {
        expect(h.createItem.calls).toEqual([]);
        expect(h.ctx().draft.values.question).toBe(question);
        expect(h.ctx().draft.errors).toEqual({ answer: 'Question and Answer cannot be empty.' });
      },
      questionChanged: () => expect(h.ctx().draft.values.question).toBe('Do you ship to Norway?'),
      answered: () => expect(h.ctx().draft.values).toEqual({ question, answer: 'Yes, worldwide.' }),
      adding: () =>
        expect(h.createItem.calls).toEqual([
          { scope: 'w1', values: { question, answer: 'Yes, worldwide.' } },
        ]),
      added: () => {
        expect(h.ctx().items[0]?.question).toBe(question);
        expect(h.ctx().draft.values).toEqual({ question: '', answer: '' });
      },
    },
    events: {
      LOADED: () => h.loaded(pairs),
      ANSWER: () => h.send({ type: 'list.draftChange', field: 'answer', value: 'Yes, worldwide.' }),
      EDIT_QUESTION: () =>
        h.send({ type: 'list.draftChange', field: 'question', value: 'Do you ship to Norway?' }),
      ADD: () => h.send({ type: 'list.add' }),
      ADDED: () => h.createItem.resolve(qna('q3', question, 'Yes, worldwide.')),
    },
    stop: () => h.actor.stop(),
  };
});

describeListTransitions({
  machine: qnaListMachine,
  inspect,
  scope: 'w1',
  item: (n) => qna(`q${n}`),
  valid: { question: 'Parking?', answer: 'Behind the shop.' },
});
