import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '../../../machines/chatConversation.machine.ts';
import { AskFailure, askAgent } from '../../../src/web/chat/askAgent.ts';

const reply: ChatReply = {
  conversationId: 'conv_1',
  messageId: 'msg_1',
  answer: 'We open at 9.',
  known: true,
  sources: [{ kind: 'qna', id: 'q1', title: 'When do you open?', snippet: 'At 9.' }],
};

const sse = (...events: Array<[string, unknown]>) =>
  new Response(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });

const envelope = (status: number, message: string, data: unknown = null) =>
  new Response(JSON.stringify({ success: status < 400, errorLevel: 'error', message, code: status, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const input = { appId: 'app 1', message: 'When?', conversationId: null, authToken: null };

afterEach(() => vi.unstubAllGlobals());

describe('askAgent', () => {
  it('posts the question asking for a stream, hands over tokens in order and resolves with the final reply', async () => {
    const fetchMock = stubFetch(
      sse(['token', { text: 'We open ' }], ['token', { text: 'at 9.' }], ['done', reply]),
    );
    const tokens: string[] = [];
    await expect(askAgent(input, { onToken: (t) => tokens.push(t) })).resolves.toEqual(reply);
    expect(tokens).toEqual(['We open ', 'at 9.']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/chat/app%201/messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ message: 'When?' });
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the conversation id and the end-user token when there are some', async () => {
    const fetchMock = stubFetch(sse(['done', reply]));
    await askAgent({ ...input, conversationId: 'conv_1', authToken: 'tok' }, { onToken: () => {} });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init.body as string)).toEqual({ message: 'When?', conversationId: 'conv_1' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('reads a plain JSON envelope when the server does not stream', async () => {
    stubFetch(envelope(200, 'OK', reply));
    await expect(askAgent(input, { onToken: () => {} })).resolves.toEqual(reply);
  });

  it.each([
    [401, 'Sign in required'],
    [429, 'Too many messages, please wait a moment.'],
    [404, 'Chat not found.'],
  ])('rejects a %i with its status and the server sentence', async (status, message) => {
    stubFetch(envelope(status, message));
    await expect(askAgent(input, { onToken: () => {} })).rejects.toEqual(new AskFailure(status, message));
    await expect(askAgent(input, { onToken: () => {} }).catch((e: AskFailure) => e.code)).resolves.toBe(
      status,
    );
  });

  it('rejects with code 0 when the server cannot be reached or the stream ends without its reply', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(askAgent(input, { onToken: () => {} }).catch((e: AskFailure) => e.code)).resolves.toBe(0);
    stubFetch(sse(['token', { text: 'half' }]));
    await expect(askAgent(input, { onToken: () => {} }).catch((e: AskFailure) => e.code)).resolves.toBe(0);
  });

  it('rejects with the code and message of an error event', async () => {
    stubFetch(sse(['token', { text: 'We' }], ['error', { code: 503, message: 'The model is unavailable.' }]));
    const failure = await askAgent(input, { onToken: () => {} }).catch((e: AskFailure) => e);
    expect(failure).toBeInstanceOf(AskFailure);
    expect(failure).toMatchObject({ code: 503, message: 'The model is unavailable.' });
  });
});
