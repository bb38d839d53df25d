import { useId } from 'react';
import type { AgentEntry } from '../../../machines/chatConversation.machine.ts';
import * as controls from '../ui/controls.css.ts';
import { AnswerSources } from './AnswerSources.tsx';
import * as s from './ChatPage.css.ts';
import { MarkdownText } from './MarkdownText.tsx';

/**
 * One answer bubble: a typing indicator until its first words, the answer as it streams (Markdown
 * rendered as React elements; nothing a source wrote is parsed as HTML), then its sources; or why
 * it failed, with Retry.
 */
export function AgentAnswer({
  entry,
  agentName,
  canRetry,
  onRetry,
}: {
  entry: AgentEntry;
  agentName: string;
  canRetry: boolean;
  onRetry: () => void;
}) {
  const reasonId = useId();
  const busy = entry.status === 'typing' || entry.status === 'streaming';
  return (
    <li className={s.bubble.agent} aria-busy={busy}>
      {entry.status === 'typing' && (
        <span className={s.typing} role="status" aria-label={`${agentName} is typing`}>
          <span className={s.typingDot} aria-hidden="true" />
          <span className={s.typingDot} aria-hidden="true" />
          <span className={s.typingDot} aria-hidden="true" />
          <span className={controls.visuallyHidden}>Typing…</span>
        </span>
      )}
      {(entry.status === 'streaming' || entry.status === 'answered') && (
        <MarkdownText className={s.answer} text={entry.text} />
      )}
      {entry.status === 'answered' && <AnswerSources sources={entry.sources} known={entry.known} />}
      {entry.status === 'failed' && (
        <div className={`${controls.notice.error} ${s.failure}`}>
          <span id={reasonId} role="alert">
            {entry.failure}
          </span>
          <button
            type="button"
            className={controls.button.secondary}
            aria-describedby={reasonId}
            disabled={!canRetry}
            onClick={onRetry}
          >
            Retry
          </button>
        </div>
      )}
    </li>
  );
}
