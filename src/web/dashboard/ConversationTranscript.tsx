import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { conversationTranscriptMachine } from '../../../machines/conversationTranscript.machine.ts';
import { AnswerSources } from '../chat/AnswerSources.tsx';
import { button, card, notice } from '../ui/controls.css.ts';
import { formatDateTime } from '../ui/formatDateTime.ts';
import * as s from './HistoryPage.css.ts';

/** One conversation from History: each question, the answer given (marked when not known) and its sources. */
export function ConversationTranscript({
  actor,
}: {
  actor: ActorRefFrom<typeof conversationTranscriptMachine>;
}) {
  const snap = useSelector(actor, (snapshot) => snapshot);
  const { conversation, failure } = snap.context;
  if (snap.matches('closed')) return null;
  return (
    <section className={card} aria-labelledby="transcript-title">
      <div className={s.transcriptHeader}>
        <h2 id="transcript-title">
          {conversation ? `Conversation of ${formatDateTime(conversation.startedAt)}` : 'Conversation'}
        </h2>
        <button
          type="button"
          className={button.secondary}
          onClick={() => actor.send({ type: 'transcript.close' })}
        >
          Close
        </button>
      </div>
      {snap.matches('loading') && <p aria-live="polite">Loading the conversation…</p>}
      {snap.matches('failed') && (
        <>
          <p className={notice.error} role="alert">
            {failure}
          </p>
          <button
            type="button"
            className={button.secondary}
            onClick={() => actor.send({ type: 'transcript.retry' })}
          >
            Try again
          </button>
        </>
      )}
      {conversation && (
        <ol className={s.transcript} aria-label="Transcript">
          {conversation.transcript.map((message) => (
            <li key={message.id} className={s.exchange}>
              <p className={s.meta}>{formatDateTime(message.createdAt)}</p>
              <p className={s.question}>
                <span className={s.meta}>Question: </span>
                {message.question}
              </p>
              {!message.known && <span className={s.badge.unknown}>Not known</span>}
              <p className={s.answer}>{message.answer}</p>
              <AnswerSources sources={message.sources} known={message.known} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
