import { useActor } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../machines/chatConversation.machine.ts';
import { liveChatConversationMachine } from '../api/chatApi.ts';
import { inspect } from '../inspector.ts';
import * as controls from '../ui/controls.css.ts';
import { AgentAnswer } from './AgentAnswer.tsx';
import * as s from './ChatPage.css.ts';
import { useWidgetFrameKeys } from './useWidgetFrameKeys.ts';

type ChatConversationLogic = typeof liveChatConversationMachine;

/**
 * The conversation in the chat window: the transcript (each question with its answer, typing until
 * it arrives, growing as it streams, then its sources, or its failure with Retry) and the input that
 * sends on Enter, also while an answer is on its way (the question waits its turn).
 */
export function ChatConversation({
  appId,
  agentName,
  authToken,
  machine = liveChatConversationMachine,
}: {
  appId: string;
  agentName: string;
  authToken: string | null;
  machine?: ChatConversationLogic;
}) {
  const [snap, send] = useActor(machine, { input: { appId, authToken }, inspect });
  const { entries, draft } = snap.context;
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useWidgetFrameKeys(input);

  // Keep the newest line in view while answers arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the transcript changes
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [entries]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send({ type: 'chat.send' });
  };

  return (
    <>
      <div ref={scroller} className={s.body}>
        <ol className={s.transcript} aria-label="Conversation" aria-live="polite">
          <li className={s.bubble.agent}>Hello! I’m {agentName}.</li>
          {entries.map((entry) =>
            entry.role === 'visitor' ? (
              <li key={entry.id} className={s.bubble.visitor}>
                <span className={controls.visuallyHidden}>You: </span>
                {entry.text}
              </li>
            ) : (
              <AgentAnswer
                key={entry.id}
                entry={entry}
                agentName={agentName}
                canRetry={snap.can({ type: 'chat.retry', id: entry.id })}
                onRetry={() => send({ type: 'chat.retry', id: entry.id })}
              />
            ),
          )}
        </ol>
      </div>
      <form
        className={s.composer}
        aria-label="Ask a question"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'chat.send' });
        }}
      >
        <label htmlFor="chat-message" className={controls.visuallyHidden}>
          Your message
        </label>
        <textarea
          id="chat-message"
          ref={input}
          className={s.input}
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Type your question and press Enter"
          value={draft}
          onChange={(event) => send({ type: 'chat.draftChange', text: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={controls.button.primary} disabled={!snap.can({ type: 'chat.send' })}>
          Send
        </button>
      </form>
    </>
  );
}
