import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import {
  type AskEvent,
  type AskInput,
  type ChatReply,
  chatConversationMachine,
} from '../../../machines/chatConversation.machine.ts';
import { chatWindowMachine } from '../../../machines/chatWindow.machine.ts';
import type { ChatConfig } from '../../../src/contract/workspace.ts';
import { ChatPage } from '../../../src/web/chat/ChatPage.tsx';

const helpdesk: ChatConfig = { name: 'Helpdesk', authRequire: false, authUrl: null };

/** The chat window with its config loader and an asking actor the test answers by hand. */
function renderChat(load: (appId: string) => Promise<ChatConfig> = async () => helpdesk, authToken?: string) {
  const calls: AskInput[] = [];
  let sendBack: (event: AskEvent) => void = () => {
    throw new Error('nothing asked yet');
  };
  const machine = chatWindowMachine.provide({
    actors: { loadConfig: fromPromise(({ input }) => load(input.appId)) },
  });
  const conversation = chatConversationMachine.provide({
    actors: {
      askAgent: fromCallback<AskEvent, AskInput>(({ input, sendBack: back }) => {
        calls.push(input);
        sendBack = back;
      }),
    },
  });
  render(<ChatPage appId="app_1" authToken={authToken} machine={machine} conversation={conversation} />);
  return { calls, report: (event: AskEvent) => act(() => sendBack(event)) };
}

const reply: ChatReply = {
  conversationId: 'conv_1',
  messageId: 'msg_1',
  answer: 'We open at 9.',
  known: true,
  sources: [
    { kind: 'text', id: 't1', title: 'Opening hours', snippet: 'Monday to Friday we open at 9.' },
    { kind: 'file', id: 'f1', title: 'hours.pdf', snippet: 'Doors open 9:00.' },
  ],
};

describe('Chat page', () => {
  it('greets the visitor by the agent’s name and says when sign-in is needed', async () => {
    renderChat(async () => ({ name: 'Helpdesk', authRequire: true, authUrl: 'https://acme.example/me' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helpdesk' })).toBeInTheDocument();
    expect(screen.getByText('Hello! I’m Helpdesk.')).toBeInTheDocument();
    expect(screen.getByText('Chatting here needs you to be signed in on this site.')).toBeInTheDocument();
    expect(screen.queryByText(/not taking questions/)).not.toBeInTheDocument();
  });

  it('says so when the appId belongs to no agent', async () => {
    renderChat(async () => {
      throw Object.assign(new Error('Chat not found.'), { code: 404 });
    });
    expect(await screen.findByText(/This chat does not exist/)).toBeInTheDocument();
  });

  it('shows a failure and opens on Try again', async () => {
    let calls = 0;
    renderChat(async () => {
      calls += 1;
      if (calls === 1)
        throw Object.assign(new Error('Network error. Please check your connection.'), { code: 0 });
      return helpdesk;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello! I’m Helpdesk.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('sends on Enter, shows typing, streams the answer in, then its sources with expandable snippets', async () => {
    const chat = renderChat(undefined, 'end-user');
    const input = await screen.findByLabelText('Your message');
    await userEvent.type(input, 'When do you open?{Enter}');
    expect(chat.calls).toEqual([
      { appId: 'app_1', message: 'When do you open?', conversationId: null, authToken: 'end-user' },
    ]);
    expect(input).toHaveValue('');
    const transcript = screen.getByRole('list', { name: 'Conversation' });
    expect(within(transcript).getByText('When do you open?')).toBeInTheDocument();
    const typing = screen.getByRole('status', { name: 'Helpdesk is typing' });
    expect(typing).toHaveTextContent('Typing…');
    expect(typing.closest('li')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    chat.report({ type: 'answer.token', text: 'We open ' });
    expect(screen.queryByRole('status', { name: 'Helpdesk is typing' })).not.toBeInTheDocument();
    expect(within(transcript).getByText('We open')).toBeInTheDocument();
    chat.report({ type: 'answer.token', text: 'at 9.' });
    expect(within(transcript).getByText('We open at 9.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sources' })).not.toBeInTheDocument();

    chat.report({ type: 'answer.done', reply });
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('summary')?.textContent),
    ).toEqual(['Opening hours', 'hours.pdf']);
    const snippet = within(sources).getByText('Monday to Friday we open at 9.');
    expect(snippet).not.toBeVisible();
    await userEvent.click(within(sources).getByText('Opening hours'));
    expect(snippet).toBeVisible();
  });

  it('keeps Shift+Enter as a new line and sends with the Send button', async () => {
    const chat = renderChat();
    const input = await screen.findByLabelText('Your message');
    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(chat.calls).toEqual([]);
    expect(input).toHaveValue('Line one\nline two');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(chat.calls.map((c) => c.message)).toEqual(['Line one\nline two']);
  });

  it('renders answers and sources as text, never as HTML', async () => {
    const chat = renderChat();
    await userEvent.type(await screen.findByLabelText('Your message'), '<b>hi</b>{Enter}');
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    chat.report({
      type: 'answer.done',
      reply: {
        ...reply,
        answer: html,
        sources: [{ kind: 'qna', id: 'q', title: '<i>T</i>', snippet: html }],
      },
    });
    const transcript = screen.getByRole('list', { name: 'Conversation' });
    expect(within(transcript).getByText('<b>hi</b>')).toBeInTheDocument();
    expect(within(transcript).getAllByText(html)).toHaveLength(2);
    expect(within(transcript).getByText('<i>T</i>')).toBeInTheDocument();
    expect(transcript.querySelector('img, script, b, i')).toBeNull();
  });

  it('renders Markdown in answers and snippets, links opening apart and script links dropped', async () => {
    const chat = renderChat();
    await userEvent.type(await screen.findByLabelText('Your message'), 'Returns?{Enter}');
    chat.report({
      type: 'answer.done',
      reply: {
        ...reply,
        answer:
          'Returns are accepted within **30 days** of delivery:\n\n- by card\n- by [transfer](https://pay.example/t)\n\n[click](javascript:alert(1))',
        sources: [{ kind: 'file', id: 'f', title: 'returns.md', snippet: 'Within *30 days*.' }],
      },
    });
    const transcript = screen.getByRole('list', { name: 'Conversation' });
    expect(within(transcript).getByText('30 days', { selector: 'strong' })).toBeInTheDocument();
    expect(within(transcript).queryByText(/\*\*/)).toBeNull();
    expect(within(transcript).getByText('by card', { selector: 'li' })).toBeInTheDocument();
    const link = within(transcript).getByRole('link', { name: 'transfer' });
    expect(link).toHaveAttribute('href', 'https://pay.example/t');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(transcript).getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
    expect(within(transcript).getByText('30 days', { selector: 'em' })).toBeInTheDocument();
  });

  it('labels the sources of a not-known answer as the closest ones', async () => {
    const chat = renderChat();
    await userEvent.type(await screen.findByLabelText('Your message'), 'Bikes?{Enter}');
    chat.report({ type: 'answer.done', reply: { ...reply, answer: 'I do not know that.', known: false } });
    expect(screen.getByRole('region', { name: 'Closest sources' })).toBeInTheDocument();
  });

  it('keeps a question sent while an answer streams, typing until its turn, then answers it', async () => {
    const chat = renderChat();
    const input = await screen.findByLabelText('Your message');
    await userEvent.type(input, 'When do you open?{Enter}');
    chat.report({ type: 'answer.token', text: 'We open ' });
    await userEvent.type(input, 'And on Saturdays?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(input, '{Enter}');
    const transcript = screen.getByRole('list', { name: 'Conversation' });
    expect(within(transcript).getByText('And on Saturdays?')).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Helpdesk is typing' })).toHaveLength(1);
    expect(chat.calls.map((c) => c.message)).toEqual(['When do you open?']);

    chat.report({ type: 'answer.done', reply });
    expect(chat.calls.map((c) => c.message)).toEqual(['When do you open?', 'And on Saturdays?']);
    expect(chat.calls[1]?.conversationId).toBe('conv_1');
    chat.report({ type: 'answer.done', reply: { ...reply, answer: 'Saturdays from 10.' } });
    expect(screen.queryByRole('status', { name: 'Helpdesk is typing' })).not.toBeInTheDocument();
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === transcript)
        .map((li) => li.querySelector('p')?.textContent ?? li.textContent),
    ).toEqual([
      'Hello! I’m Helpdesk.',
      'You: When do you open?',
      'We open at 9.',
      'You: And on Saturdays?',
      'Saturdays from 10.',
    ]);
  });

  it.each([
    [0, undefined, 'Network error. Please check your connection.'],
    [401, 'Unauthorized', 'Sign in required'],
    [429, 'Rate limited', 'Too many messages, please wait a moment.'],
    [503, 'Service Unavailable', 'Service Unavailable'],
  ])(
    'says in the answer that the %i failure "%s" → "%s", and Retry asks again in place',
    async (code, message, shown) => {
      const chat = renderChat();
      const input = await screen.findByLabelText('Your message');
      await userEvent.type(input, 'When do you open?{Enter}');
      chat.report({ type: 'answer.failed', code, message });
      expect(screen.getByRole('alert')).toHaveTextContent(shown);
      expect(input).toHaveValue('');
      const transcript = screen.getByRole('list', { name: 'Conversation' });
      expect(within(transcript).getAllByText('When do you open?')).toHaveLength(1);
      const retry = screen.getByRole('button', { name: 'Retry' });
      expect(retry).toHaveAccessibleDescription(shown);

      await userEvent.click(retry);
      expect(chat.calls.map((c) => c.message)).toEqual(['When do you open?', 'When do you open?']);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Helpdesk is typing' })).toBeInTheDocument();
      chat.report({ type: 'answer.done', reply });
      expect(within(transcript).getByText('We open at 9.')).toBeInTheDocument();
      expect(within(transcript).getAllByText('When do you open?')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );
});
