import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { chatWindowMachine } from '../../../machines/chatWindow.machine.ts';
import type { ChatConfig } from '../../../src/contract/workspace.ts';
import { ChatPage } from '../../../src/web/chat/ChatPage.tsx';

function renderChat(load: (appId: string) => Promise<ChatConfig>) {
  const machine = chatWindowMachine.provide({
    actors: { loadConfig: fromPromise(({ input }) => load(input.appId)) },
  });
  render(<ChatPage appId="app_1" machine={machine} />);
}

describe('Chat page', () => {
  it('greets the visitor by the agent’s name and says it is not answering yet', async () => {
    renderChat(async () => ({ name: 'Helpdesk', authRequire: true, authUrl: 'https://acme.example/me' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helpdesk' })).toBeInTheDocument();
    expect(screen.getByText('Hello! I’m Helpdesk.')).toBeInTheDocument();
    expect(
      screen.getByText('Helpdesk is not taking questions here yet. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Chatting here needs you to be signed in on this site.')).toBeInTheDocument();
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
      return { name: 'Helpdesk', authRequire: false, authUrl: null };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello! I’m Helpdesk.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
