import type { ChatSource } from '../../../machines/chatConversation.machine.ts';
import * as s from './ChatPage.css.ts';
import { MarkdownText } from './MarkdownText.tsx';

/** The sources under an answer: each title opens its snippet. */
export function AnswerSources({ sources, known }: { sources: ChatSource[]; known: boolean }) {
  if (sources.length === 0) return null;
  const heading = known ? 'Sources' : 'Closest sources';
  return (
    <section className={s.sources} aria-label={heading}>
      <h2 className={s.sourcesHeading}>{heading}</h2>
      <ul className={s.sourceList}>
        {sources.map((source) => (
          <li key={`${source.kind}:${source.id}`}>
            <details>
              <summary className={s.sourceTitle}>{source.title}</summary>
              <MarkdownText className={s.snippet} text={source.snippet} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
