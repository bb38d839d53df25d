import { useActor } from '@xstate/react';
import { liveChatConversationMachine, liveChatWindowMachine } from '../api/chatApi.ts';
import { inspect } from '../inspector.ts';
import * as controls from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { ChatConversation } from './ChatConversation.tsx';
import * as s from './ChatPage.css.ts';
import { takeFrameAuthToken } from './frameAuthToken.ts';

type ChatWindowLogic = typeof liveChatWindowMachine;
type ChatConversationLogic = typeof liveChatConversationMachine;

/** The chat window the embed widget frames, found by the agent's public appId. */
export function ChatPage({
  appId,
  authToken = null,
  machine = liveChatWindowMachine,
  conversation = liveChatConversationMachine,
}: {
  appId: string;
  /** The host site's end-user token, for an agent that requires sign-in. */
  authToken?: string | null;
  machine?: ChatWindowLogic;
  conversation?: ChatConversationLogic;
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
      {snap.matches('ready') && agent ? (
        <ChatConversation appId={appId} agentName={agent.name} authToken={authToken} machine={conversation} />
      ) : (
        <div className={s.body} aria-live="polite">
          {snap.matches('loading') && <p className={s.note}>Opening the chat…</p>}
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
      )}
    </section>
  );
}

export default function ChatRoute({ params }: { params: { appId: string } }) {
  return <ChatPage appId={params.appId} authToken={takeFrameAuthToken()} />;
}
