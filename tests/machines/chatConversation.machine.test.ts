import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback } from 'xstate';
import {
  type AskEvent,
  type AskInput,
  type ChatReply,
  chatConversationMachine,
  chatConversationMessages,
  MAX_QUESTION_LENGTH,
} from '../../machines/chatConversation.machine.ts';
import { describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const reply = (over: Partial<ChatReply> = {}): ChatReply => ({
  conversationId: 'conv_1',
  messageId: 'msg_1',
  answer: 'We open at 9.',
  known: true,
  sources: [{ kind: 'text', id: 'text_1', title: 'Opening hours', snippet: 'We open at 9 and close at 5.' }],
  ...over,
});

/** The asking actor under the test's hand: `calls` holds each question, `report` answers the latest. */
const inspect = coverTransitions(chatConversationMachine);

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
  return {
    actor,
    calls,
    ask,
    report: (event: AskEvent) => sendBack!(event),
    snap: () => actor.getSnapshot(),
    get stopped() {
      return stopped;
    },
  };
}

describe('chat conversation machine', () => {
  it('sends the trimmed question, streams the answer token by token, then shows its sources', () => {
    const h = harness();
    h.ask('  When do you open?  ');
    expect(h.snap().value).toEqual({ asking: 'sending' });
    expect(h.calls).toEqual([
      { appId: 'app_1', message: 'When do you open?', conversationId: null, authToken: null },
    ]);
    expect(h.snap().context.draft).toBe('');
    expect(h.snap().context.entries).toEqual([
      { role: 'visitor', id: 'question-1', text: 'When do you open?' },
    ]);

    h.report({ type: 'answer.token', text: 'We open ' });
    expect(h.snap().value).toEqual({ asking: 'streaming' });
    h.report({ type: 'answer.token', text: 'at 9.' });
    expect(h.snap().context.entries.at(-1)).toMatchObject({
      role: 'agent',
      text: 'We open at 9.',
      streaming: true,
      sources: [],
    });

    h.report({ type: 'answer.done', reply: reply() });
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context.entries).toEqual([
      { role: 'visitor', id: 'question-1', text: 'When do you open?' },
      {
        role: 'agent',
        id: 'msg_1',
        text: 'We open at 9.',
        known: true,
        sources: reply().sources,
        streaming: false,
      },
    ]);
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
    expect(h.snap().context.entries.at(-1)).toMatchObject({ text: 'I do not know.', known: false });
  });

  it('refuses a blank or over-long question, and a second one while the first is on its way', () => {
    const h = harness();
    h.actor.send({ type: 'chat.draftChange', text: '   ' });
    expect(h.snap().can({ type: 'chat.send' })).toBe(false);
    h.actor.send({ type: 'chat.draftChange', text: 'x'.repeat(MAX_QUESTION_LENGTH + 1) });
    expect(h.snap().can({ type: 'chat.send' })).toBe(false);
    h.ask('Hello?');
    h.actor.send({ type: 'chat.draftChange', text: 'And another thing' });
    expect(h.snap().context.draft).toBe('And another thing');
    expect(h.snap().can({ type: 'chat.send' })).toBe(false);
    expect(h.calls).toHaveLength(1);
  });

  it.each([
    [0, undefined, chatConversationMessages.network],
    [401, 'Unauthorized', chatConversationMessages.signInRequired],
    [429, 'Slow down', chatConversationMessages.tooManyMessages],
    [400, 'Message must be at most 2000 characters long.', 'Message must be at most 2000 characters long.'],
    [500, '', chatConversationMessages.failed],
  ])(
    'on a %i failure says "%s" → the fixed sentence, and gives the question back',
    (code, message, shown) => {
      const h = harness();
      h.ask('When do you open?');
      h.report({ type: 'answer.failed', code, message });
      expect(h.snap().value).toBe('error');
      expect(h.snap().context.failure).toBe(shown);
      expect(h.snap().context.entries).toEqual([]);
      expect(h.snap().context.draft).toBe('When do you open?');
    },
  );

  it('drops a half-streamed answer when the stream fails, keeping earlier exchanges', () => {
    const h = harness();
    h.ask('First?');
    h.report({ type: 'answer.done', reply: reply() });
    h.ask('Second?');
    h.report({ type: 'answer.token', text: 'Half an' });
    h.report({ type: 'answer.failed', code: 0 });
    expect(h.snap().context.entries.map((e) => e.text)).toEqual(['First?', 'We open at 9.']);
    expect(h.snap().context.draft).toBe('Second?');
  });

  it('keeps what was typed meanwhile instead of the failed question', () => {
    const h = harness();
    h.ask('First?');
    h.actor.send({ type: 'chat.draftChange', text: 'Typed while waiting' });
    h.report({ type: 'answer.failed', code: 429 });
    expect(h.snap().context.draft).toBe('Typed while waiting');
  });

  it('sends again from the error, clearing it, and dismisses it', () => {
    const h = harness();
    h.ask('When?');
    h.report({ type: 'answer.failed', code: 0 });
    h.actor.send({ type: 'chat.send' });
    expect(h.snap().value).toEqual({ asking: 'sending' });
    expect(h.snap().context.failure).toBeNull();
    expect(h.calls.map((c) => c.message)).toEqual(['When?', 'When?']);
    h.report({ type: 'answer.failed', code: 0 });
    h.actor.send({ type: 'chat.dismiss' });
    expect(h.snap().value).toBe('idle');
    expect(h.snap().context.failure).toBeNull();
  });

  it('treats an asking actor that throws as a network failure', () => {
    const throwing = fromCallback<AskEvent, AskInput>(() => {
      throw new Error('boom');
    });
    const actor = createActor(chatConversationMachine.provide({ actors: { askAgent: throwing } }), {
      inspect,
      input: { appId: 'app_1' },
    }).start();
    actor.send({ type: 'chat.draftChange', text: 'Hi' });
    actor.send({ type: 'chat.send' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure).toBe(chatConversationMessages.failed);
    expect(actor.getSnapshot().context.draft).toBe('Hi');
  });
});

const model = createMachine({
  id: 'chatConversationModel',
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'asking.sending' } },
    asking: {
      initial: 'sending',
      states: {
        sending: { on: { TOKEN: 'streaming', DONE: '#chatConversationModel.idle' } },
        streaming: { on: { TOKEN: 'streaming', DONE: '#chatConversationModel.idle' } },
      },
      on: { FAILED: 'error' },
    },
    error: { on: { SEND: 'asking.sending', DISMISS: 'idle' } },
  },
});

describeModel('chat conversation machine (model-based)', model, () => {
  const h = harness();
  let tokens = '';
  return {
    states: {
      idle: () => {
        expect(h.snap().matches('idle')).toBe(true);
        expect(h.snap().context.failure).toBeNull();
        const last = h.snap().context.entries.at(-1);
        if (last) expect(last).toMatchObject({ role: 'agent', streaming: false, sources: reply().sources });
      },
      'asking.sending': () => {
        expect(h.snap().matches({ asking: 'sending' })).toBe(true);
        expect(h.snap().context.entries.at(-1)).toMatchObject({ role: 'visitor', text: 'When?' });
      },
      'asking.streaming': () => {
        expect(h.snap().matches({ asking: 'streaming' })).toBe(true);
        expect(h.snap().context.entries.at(-1)).toMatchObject({
          role: 'agent',
          text: tokens,
          streaming: true,
        });
      },
      error: () => {
        expect(h.snap().context.failure).toBe(chatConversationMessages.tooManyMessages);
        expect(h.snap().context.draft).toBe('When?');
        expect(h.snap().can({ type: 'chat.send' })).toBe(true);
      },
    },
    events: {
      SEND: () => {
        tokens = '';
        if (!h.snap().matches('error')) h.actor.send({ type: 'chat.draftChange', text: 'When?' });
        h.actor.send({ type: 'chat.send' });
      },
      TOKEN: () => {
        tokens += 'at 9 ';
        h.report({ type: 'answer.token', text: 'at 9 ' });
      },
      DONE: () => h.report({ type: 'answer.done', reply: reply() }),
      FAILED: () => h.report({ type: 'answer.failed', code: 429 }),
      DISMISS: () => h.actor.send({ type: 'chat.dismiss' }),
    },
    stop: () => h.actor.stop(),
  };
});
