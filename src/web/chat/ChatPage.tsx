import { useActor } from '@xstate/react';
import { liveChatWindowMachine } from '../api/chatApi.ts';
import { inspect } from '../inspector.ts';
import * as controls from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './ChatPage.css.ts';

type ChatWindowLogic = typeof liveChatWindowMachine;

/**
 * The chat window the embed widget frames, found by the agent's public appId. It greets the
 * visitor by the agent's name; answering is not switched on for agents yet, and it says so.
 */
export function ChatPage({
  appId,
  machine = liveChatWindowMachine,
}: {
  appId: string;
  machine?: ChatWindowLogic;
}) {
  const [snap, send] = useActor(machine, { input: { appId }, inspect });
  const { agent, failure } = snap.context;
  usePageMeta(agent ? `Chat with ${agent.name}` : 'Chat', 'Ask this assistant about the business it serves.');

  return (
    <section className={s.window} aria-labelledby="chat-title">
      <header className={s.bar}>
        <h1 id="chat-title" className={s.title}>
          {agent?.name ?? 'Chat'}
        </h1>
        {agent?.authRequire && (
          <p className={s.subtitle}>Chatting here needs you to be signed in on this site.</p>
        )}
      </header>
      <div className={s.body} aria-live="polite">
        {snap.matches('loading') && <p className={s.note}>Opening the chat…</p>}
        {snap.matches('ready') && agent && (
          <>
            <p className={s.bubble}>Hello! I’m {agent.name}.</p>
            <p className={s.note}>{agent.name} is not taking questions here yet. Please check back soon.</p>
          </>
        )}
        {snap.matches('unknownAgent') && (
          <p className={controls.notice.error}>
            This chat does not exist. Check the appId in the embed snippet on the Integration page.
          </p>
        )}
        {snap.matches('failed') && (
          <>
            <p className={controls.notice.error}>{failure}</p>
            <button
              type="button"
              className={controls.button.primary}
              onClick={() => send({ type: 'chat.retry' })}
            >
              Try again
            </button>
          </>
        )}
      </div>
    </section>
  );
}

export default function ChatRoute({ params }: { params: { appId: string } }) {
  return <ChatPage appId={params.appId} />;
}
