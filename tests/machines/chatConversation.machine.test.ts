import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type AgentEntry,
  type AskEvent,
  type AskInput,
  type ChatEntry,
  type ChatReply,
  chatConversationMachine,
  chatConversationMessages,
  MAX_QUESTION_LENGTH,
} from '../../machines/chatConversation.machine.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const sources = [
  { kind: 'text' as const, id: 'text_1', title: 'Opening hours', snippet: 'We open at 9 and close at 5.' },
];

const reply = (over: Partial<ChatReply> = {}): ChatReply => ({
  conversationId: 'conv_1',
  messageId: 'msg_1',
  answer: 'We open at 9.',
  known: true,
  sources,
  ...over,
});

const inspect = coverTransitions(chatConversationMachine);

/** The asking actor under the test's hand: `calls` holds each question, `report` answers the latest. */
function harness(authToken: string | null = null) {
  const calls: AskInput[] = [];
  let sendBack: ((event: AskEvent) => void) | null = null;
  let stopped = 0;
  const askAgent = fromCallback<AskEvent, AskInput>(({ input, sendBack: back }) => {
    calls.push(input);
    sendBack = back;
    return () => {
      stopped += 1;
    };
  });
  const actor = createActor(chatConversationMachine.provide({ actors: { askAgent } }), {
    inspect,
    input: { appId: 'app_1', authToken },
  }).start();
  const ask = (text: string) => {
    actor.send({ type: 'chat.draftChange', text });
    actor.send({ type: 'chat.send' });
  };
  const snap = () => actor.getSnapshot();
  return {
    actor,
    calls,
    ask,
    report: (event: AskEvent) => sendBack!(event),
    snap,
    answers: () => snap().context.entries.filter((e): e is AgentEntry => e.role === 'agent'),
    /** Each entry as `role: text [status]`, to read a whole conversation at a glance. */
    transcript: () =>
      snap().context.entries.map((e: ChatEntry) =>
        e.role === 'visitor' ? `visitor: ${e.text}` : `agent: ${e.text || e.failure || ''} [${e.status}]`,
      ),
    get stopped() {
      return stopped;
    },
  };
}

describe('chat conversation machine', () => {
  it('shows the trimmed question with a typing answer at once, streams the answer token by token, then its sources', () => {
    const h = harness();
    h.ask('  When do you open?  ');
    expect(h.snap().value).toEqual({ asking: 'sending' });
    expect(h.calls).toEqual([
      { appId: 'app_1', message: 'When do you open?', conversationId: null, authToken: null },
    ]);
    expect(h.snap().context.draft).toBe('');
    expect(h.snap().context.entries).toEqual([
      { role: 'visitor', id: 'question-1', text: 'When do you open?' },
      {
        role: 'agent',
        id: 'answer-1',
        questionId: 'question-1',
        text: '',
        known: true,
        sources: [],
        status: 'typing',
        failure: null,
      },
    ]);
    expect(h.snap().context.current).toBe('answer-1');
    expect(h.snap().context.queue).toEqual([]);

    h.report({ type: 'answer.token', text: 'We open ' });
    expect(h.snap().value).toEqual({ asking: 'streaming' });
    h.report({ type: 'answer.token', text: 'at 9.' });
    expect(h.answers()[0]).toMatchObject({ text: 'We open at 9.', status: 'streaming', sources: [] });

    h.report({ type: 'answer.done', reply: reply() });
    expect(h.snap().value).toBe('idle');
    expect(h.answers()[0]).toMatchObject({ text: 'We open at 9.', status: 'answered', known: true, sources });
    expect(h.snap().context.current).toBeNull();
    expect(h.stopped).toBe(1);
  });

  it('continues the same conversation and carries the end-user token', () => {
    const h = harness('end-user-token');
    h.ask('First?');
    h.report({ type: 'answer.done', reply: reply() });
    h.ask('Second?');
    expect(h.calls[1]).toEqual({
      appId: 'app_1',
      message: 'Second?',
      conversationId: 'conv_1',
      authToken: 'end-user-token',
    });
  });

  it('takes a reply that arrives whole, without tokens, and keeps a not-known answer marked so', () => {
    const h = harness();
    h.ask('Do you sell bikes?');
    h.report({ type: 'answer.done', reply: reply({ answer: 'I do not know.', known: false, sources: [] }) });
    expect(h.snap().value).toBe('idle');
    expect(h.answers()[0]).toMatchObject({ text: 'I do not know.', known: false, status: 'answered' });
  });

  it('refuses a blank or over-long question', () => {
    const h = harness();
    h.actor.send({ type: 'chat.draftChange', text: '   ' });
    expect(h.snap().can({ type: 'chat.send' })).toBe(false);
    h.actor.send({ type: 'chat.draftChange', text: 'x'.repeat(MAX_QUESTION_LENGTH + 1) });
    expect(h.snap().can({ type: 'chat.send' })).toBe(false);
    h.ask('Hello?');
    h.actor.send({ type: 'chat.draftChange', text: ' ' });
    expect(h.snap().can({ type: 'chat.send' })).toBe(false);
    expect(h.calls).toHaveLength(1);
  });

  it('keeps questions sent while an answer streams and asks them in order, each in the same conversation', () => {
    const h = harness();
    h.ask('When do you open?');
    h.report({ type: 'answer.token', text: 'We open' });
    h.ask('And on Saturdays?');
    h.ask('Where are you?');
    expect(h.calls.map((c) => c.message)).toEqual(['When do you open?']);
    expect(h.snap().context.queue).toEqual(['answer-2', 'answer-3']);
    expect(h.transcript()).toEqual([
      'visitor: When do you open?',
      'agent: We open [streaming]',
      'visitor: And on Saturdays?',
      'agent:  [typing]',
      'visitor: Where are you?',
      'agent:  [typing]',
    ]);

    h.report({ type: 'answer.done', reply: reply() });
    expect(h.snap().value).toEqual({ asking: 'sending' });
    expect(h.calls[1]).toMatchObject({ message: 'And on Saturdays?', conversationId: 'conv_1' });
    h.report({ type: 'answer.done', reply: reply({ answer: 'Saturdays too.' }) });
    expect(h.calls[2]).toMatchObject({ message: 'Where are you?', conversationId: 'conv_1' });
    h.report({ type: 'answer.done', reply: reply({ answer: 'In Porto.' }) });
    expect(h.snap().value).toBe('idle');
    expect(h.transcript()).toEqual([
      'visitor: When do you open?',
      'agent: We open at 9. [answered]',
      'visitor: And on Saturdays?',
      'agent: Saturdays too. [answered]',
      'visitor: Where are you?',
      'agent: In Porto. [answered]',
    ]);
  });

  it.each([
    [0, undefined, chatConversationMessages.network],
    [401, 'Unauthorized', chatConversationMessages.signInRequired],
    [429, 'Slow down', chatConversationMessages.tooManyMessages],
    [400, 'Message must be at most 2000 characters long.', 'Message must be at most 2000 characters long.'],
    [500, '', chatConversationMessages.failed],
  ])(
    'on a %i failure says "%s" → the fixed sentence in the answer, keeping the question',
    (code, message, shown) => {
      const h = harness();
      h.ask('When do you open?');
      h.report({ type: 'answer.failed', code, message });
      expect(h.snap().value).toBe('idle');
      expect(h.transcript()).toEqual(['visitor: When do you open?', `agent: ${shown} [failed]`]);
      expect(h.snap().can({ type: 'chat.retry', id: 'answer-1' })).toBe(true);
    },
  );

  it('drops a half-streamed answer when the stream is cut, then Retry asks the same question into the same entry', () => {
    const h = harness();
    h.ask('First?');
    h.report({ type: 'answer.done', reply: reply() });
    h.ask('Second?');
    h.report({ type: 'answer.token', text: 'Half an' });
    h.report({ type: 'answer.failed', code: 0 });
    expect(h.transcript()).toEqual([
      'visitor: First?',
      'agent: We open at 9. [answered]',
      'visitor: Second?',
      `agent: ${chatConversationMessages.network} [failed]`,
    ]);
    h.actor.send({ type: 'chat.retry', id: 'answer-2' });
    expect(h.snap().value).toEqual({ asking: 'sending' });
    expect(h.calls.map((c) => c.message)).toEqual(['First?', 'Second?', 'Second?']);
    expect(h.answers()[1]).toMatchObject({ status: 'typing', failure: null, text: '' });
    expect(h.snap().can({ type: 'chat.retry', id: 'answer-2' })).toBe(false);
    h.report({ type: 'answer.done', reply: reply({ answer: 'Second answer.' }) });
    expect(h.transcript()).toEqual([
      'visitor: First?',
      'agent: We open at 9. [answered]',
      'visitor: Second?',
      'agent: Second answer. [answered]',
    ]);
  });

  it('goes on with the next waiting question after a failure, and a retry sent meanwhile waits its turn', () => {
    const h = harness();
    h.ask('One?');
    h.ask('Two?');
    h.report({ type: 'answer.failed', code: 503, message: '' });
    expect(h.calls.map((c) => c.message)).toEqual(['One?', 'Two?']);
    h.actor.send({ type: 'chat.retry', id: 'answer-1' });
    h.actor.send({ type: 'chat.retry', id: 'answer-1' });
    expect(h.snap().context.queue).toEqual(['answer-1']);
    expect(h.snap().can({ type: 'chat.retry', id: 'answer-2' })).toBe(false);
    expect(h.snap().can({ type: 'chat.retry', id: 'no-such-answer' })).toBe(false);
    h.report({ type: 'answer.done', reply: reply({ answer: 'Two.' }) });
    expect(h.calls.map((c) => c.message)).toEqual(['One?', 'Two?', 'One?']);
    h.report({ type: 'answer.done', reply: reply({ answer: 'One.' }) });
    expect(h.transcript()).toEqual([
      'visitor: One?',
      'agent: One. [answered]',
      'visitor: Two?',
      'agent: Two. [answered]',
    ]);
  });

  it('treats an asking actor that throws as a failed answer', () => {
    const throwing = fromCallback<AskEvent, AskInput>(() => {
      throw new Error('boom');
    });
    const actor = createActor(chatConversationMachine.provide({ actors: { askAgent: throwing } }), {
      inspect,
      input: { appId: 'app_1' },
    }).start();
    actor.send({ type: 'chat.draftChange', text: 'Hi' });
    actor.send({ type: 'chat.send' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.entries.at(-1)).toMatchObject({
      status: 'failed',
      failure: chatConversationMessages.failed,
    });
  });
});

/**
 * The conversation as a visitor sees it: nothing on the way, one answer on the way (typing, then
 * streaming), or one on the way with another question waiting; a failed answer offers Retry.
 */
const model = createMachine({
  id: 'chatConversationModel',
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'answering.typing' } },
    failed: { on: { SEND: 'answering.typing', RETRY: 'answering.typing' } },
    answering: {
      initial: 'typing',
      states: {
        typing: { on: { TOKEN: 'streaming', SEND: '#chatConversationModel.waiting.typing' } },
        streaming: { on: { TOKEN: 'streaming', SEND: '#chatConversationModel.waiting.streaming' } },
      },
      on: { DONE: 'idle', FAILED: 'failed' },
    },
    waiting: {
      initial: 'typing',
      states: {
        typing: { on: { TOKEN: 'streaming' } },
        streaming: { on: { TOKEN: 'streaming' } },
      },
      on: { DONE: 'answering.typing', FAILED: 'answering.typing' },
    },
  },
});

/** Drives the real machine with a fake agent that answers each question by name, and checks it against what was sent. */
function modelDriver() {
  const h = harness();
  /** What each answer entry should say, in order of the questions sent. */
  const expected: { question: string; status: AgentEntry['status']; text: string }[] = [];
  let sent = 0;
  const current = () => expected.find((e) => e.status === 'typing' || e.status === 'streaming')!;
  const checkConversation = () => {
    expect(h.transcript()).toEqual(
      expected.flatMap((e) => [`visitor: ${e.question}`, `agent: ${e.text} [${e.status}]`]),
    );
  };
  const inFlight = () => h.snap().context.current;
  const waitingCount = () => h.snap().context.queue.length;
  return {
    expected,
    h,
    driver: {
      states: {
        idle: () => {
          expect(h.snap().matches('idle')).toBe(true);
          expect(inFlight()).toBeNull();
          checkConversation();
          expect(h.answers().every((a) => a.status === 'answered' || a.status === 'failed')).toBe(true);
        },
        failed: () => {
          expect(h.snap().matches('idle')).toBe(true);
          checkConversation();
          expect(h.answers().at(-1)).toMatchObject({
            status: 'failed',
            failure: chatConversationMessages.tooManyMessages,
          });
          expect(h.snap().can({ type: 'chat.retry', id: h.answers().at(-1)!.id })).toBe(true);
        },
        'answering.typing': () => {
          expect(h.snap().matches({ asking: 'sending' })).toBe(true);
          expect(waitingCount()).toBe(0);
          checkConversation();
          expect(h.calls.at(-1)?.message).toBe(current().question);
        },
        'answering.streaming': () => {
          expect(h.snap().matches({ asking: 'streaming' })).toBe(true);
          expect(waitingCount()).toBe(0);
          checkConversation();
        },
        'waiting.typing': () => {
          expect(h.snap().matches({ asking: 'sending' })).toBe(true);
          expect(waitingCount()).toBe(1);
          checkConversation();
          expect(h.answers().at(-1)?.status).toBe('typing');
        },
        'waiting.streaming': () => {
          expect(h.snap().matches({ asking: 'streaming' })).toBe(true);
          expect(waitingCount()).toBe(1);
          checkConversation();
        },
      },
      events: {
        SEND: () => {
          sent += 1;
          const question = `Question ${sent}?`;
          expected.push({ question, status: 'typing', text: '' });
          h.ask(question);
        },
        TOKEN: () => {
          const entry = current();
          entry.text += 'Words ';
          entry.status = 'streaming';
          h.report({ type: 'answer.token', text: 'Words ' });
        },
        DONE: () => {
          const entry = current();
          entry.text = `Answer to ${entry.question}`;
          entry.status = 'answered';
          expect(h.calls.at(-1)?.message).toBe(entry.question);
          h.report({ type: 'answer.done', reply: reply({ answer: entry.text }) });
        },
        FAILED: () => {
          const entry = current();
          entry.text = chatConversationMessages.tooManyMessages;
          entry.status = 'failed';
          h.report({ type: 'answer.failed', code: 429 });
        },
        RETRY: () => {
          const entry = expected.findLast((e) => e.status === 'failed')!;
          entry.status = 'typing';
          entry.text = '';
          h.actor.send({ type: 'chat.retry', id: h.answers().findLast((a) => a.status === 'failed')!.id });
        },
      },
      stop: () => h.actor.stop(),
    },
  };
}

describeModel('chat conversation machine (model-based)', model, () => modelDriver().driver);

describe('chat conversation machine (model-based scenarios)', () => {
  const testModel = createTestModel(model);
  const scenario = (name: string, events: string[], check: (run: ReturnType<typeof modelDriver>) => void) => {
    const [path] = testModel.getPathsFromEvents(events.map((type) => ({ type })) as never);
    it(`${name}: ${path!.description}`, async () => {
      const run = modelDriver();
      try {
        await path!.test({
          states: run.driver.states,
          events: Object.fromEntries(
            Object.entries(run.driver.events).map(([type, exec]) => [type, () => exec()]),
          ),
        } as never);
        check(run);
      } finally {
        run.driver.stop();
      }
    });
  };

  scenario(
    'two questions sent back to back both get answers, in order',
    ['SEND', 'SEND', 'DONE', 'DONE'],
    (run) => {
      expect(run.h.calls.map((c) => c.message)).toEqual(['Question 1?', 'Question 2?']);
      expect(run.h.transcript()).toEqual([
        'visitor: Question 1?',
        'agent: Answer to Question 1? [answered]',
        'visitor: Question 2?',
        'agent: Answer to Question 2? [answered]',
      ]);
    },
  );

  scenario(
    'a failed reply is answered on Retry',
    ['SEND', 'TOKEN', 'FAILED', 'RETRY', 'TOKEN', 'DONE'],
    (run) => {
      expect(run.h.calls.map((c) => c.message)).toEqual(['Question 1?', 'Question 1?']);
      expect(run.h.transcript()).toEqual(['visitor: Question 1?', 'agent: Answer to Question 1? [answered]']);
    },
  );
});
