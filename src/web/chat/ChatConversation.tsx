import { useActor } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../machines/chatConversation.machine.ts';
import { liveChatConversationMachine } from '../api/chatApi.ts';
import { inspect } from '../inspector.ts';
import * as controls from '../ui/controls.css.ts';
import { AnswerSources } from './AnswerSources.tsx';
import * as s from './ChatPage.css.ts';
import { MarkdownText } from './MarkdownText.tsx';
import { useWidgetFrameKeys } from './useWidgetFrameKeys.ts';

type ChatConversationLogic = typeof liveChatConversationMachine;

/**
 * The conversation in the chat window: the transcript (answers grow as they stream, then show
 * their sources), a typing indicator, failures, and the input that sends on Enter. Answers are
 * Markdown rendered as React elements; nothing a visitor or a source wrote is parsed as HTML.
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
  const { entries, draft, failure } = snap.context;
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useWidgetFrameKeys(input);
  const last = entries.at(-1);
  const waiting = snap.matches({ asking: 'sending' });

  // Keep the newest line in view while the answer streams in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the transcript grows
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [entries.length, last?.text, waiting, failure]);

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
              <li key={entry.id} className={s.bubble.agent} aria-busy={entry.streaming}>
                <MarkdownText className={s.answer} text={entry.text} />
                {!entry.streaming && <AnswerSources sources={entry.sources} known={entry.known} />}
              </li>
            ),
          )}
          {waiting && (
            <li className={s.bubble.agent}>
              <span className={s.typing} role="status" aria-label={`${agentName} is typing`}>
                <span className={s.typingDot} />
                <span className={s.typingDot} />
                <span className={s.typingDot} />
              </span>
            </li>
          )}
        </ol>
        {failure && (
          <div className={`${controls.notice.error} ${s.failure}`} role="alert">
            <span>{failure}</span>
            <button
              type="button"
              className={controls.button.ghost}
              onClick={() => send({ type: 'chat.dismiss' })}
            >
              Dismiss
            </button>
          </div>
        )}
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
