import { useActor, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { conversationTranscriptMachine } from '../../../machines/conversationTranscript.machine.ts';
import type { historyListMachine } from '../../../machines/historyList.machine.ts';
import { inspect } from '../inspector.ts';
import { button, card, notice } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { formatDateTime } from '../ui/formatDateTime.ts';
import { chat } from '../ui/iconPaths.ts';
import { LoadMoreButton } from '../ui/LoadMoreButton.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { ConversationTranscript } from './ConversationTranscript.tsx';
import * as page from './DashboardPage.css.ts';
import * as s from './HistoryPage.css.ts';
import { NoWorkspace } from './NoWorkspace.tsx';

export interface HistoryFlows {
  historyList: typeof historyListMachine;
  conversationTranscript: typeof conversationTranscriptMachine;
}

/** History: the conversations people had with the agent, newest first, each opening its transcript. */
export function HistoryPage({ flows, workspaceId }: { flows: HistoryFlows; workspaceId: string | null }) {
  usePageMeta('History', 'The conversations people had with your agent, message by message.');
  const [unknownOnly, setUnknownOnly] = useState(false);
  const transcript = useActorRef(flows.conversationTranscript, {
    input: { workspaceId: workspaceId ?? '' },
    inspect,
  });
  const openId = useSelector(transcript, (snap) => snap.context.conversationId);
  const transcriptShown = useSelector(transcript, (snap) => !snap.matches('closed'));
  if (!workspaceId) return <NoWorkspace />;
  return (
    <section className={page.page} aria-labelledby="history-title">
      <h1 id="history-title" className={page.title}>
        History
      </h1>
      <label className={s.filter}>
        <input type="checkbox" checked={unknownOnly} onChange={(e) => setUnknownOnly(e.target.checked)} />
        Only conversations with an answer the agent did not know
      </label>
      <div className={s.columns} data-transcript={transcriptShown}>
        {/* A new filter is a new list, loaded from its first page. */}
        <ConversationList
          key={String(unknownOnly)}
          machine={flows.historyList}
          workspaceId={workspaceId}
          unknownOnly={unknownOnly}
          openId={openId}
          onOpen={(conversationId) => transcript.send({ type: 'transcript.open', conversationId })}
        />
        <ConversationTranscript actor={transcript} />
      </div>
    </section>
  );
}

/** Before anyone has chatted: where conversations come from and the next step to get the first one. */
export function FirstConversation() {
  return (
    <EmptyState
      icon={chat}
      headingLevel={3}
      title="No conversations yet."
      action={
        <Link href="/integration" className={button.primary}>
          Add the chat to your site
        </Link>
      }
    >
      They appear here once people chat with your agent. Put the chat widget on your website from Integration,
      then ask it a question to see your first conversation.
    </EmptyState>
  );
}

function ConversationList({
  machine,
  workspaceId,
  unknownOnly,
  openId,
  onOpen,
}: {
  machine: typeof historyListMachine;
  workspaceId: string;
  unknownOnly: boolean;
  openId: string | null;
  onOpen: (conversationId: string) => void;
}) {
  const [snap, send] = useActor(machine, { input: { scope: { workspaceId, unknownOnly } }, inspect });
  const { items, failure } = snap.context;
  return (
    <div className={card}>
      <h2>Conversations</h2>
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.hasTag('loading') && <p aria-live="polite">Loading conversations…</p>}
      {snap.matches('loadFailed') && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
          Try again
        </button>
      )}
      {snap.matches('ready') &&
        items.length === 0 &&
        (unknownOnly ? (
          <p className={page.muted}>No conversation has an answer the agent did not know.</p>
        ) : (
          <FirstConversation />
        ))}
      <ul className={s.conversations} aria-label="Conversations">
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={s.conversationButton}
              aria-current={openId === c.id}
              onClick={() => onOpen(c.id)}
            >
              <span className={s.opening}>{c.firstQuestion || 'Conversation'}</span>
              <span className={s.meta}>
                {c.messages} {c.messages === 1 ? 'question' : 'questions'} · last{' '}
                {formatDateTime(c.lastMessageAt)}
              </span>
              {c.unknown > 0 && <span className={s.badge.unknown}>{c.unknown} not known</span>}
            </button>
          </li>
        ))}
      </ul>
      <LoadMoreButton list={snap} onLoadMore={() => send({ type: 'list.loadMore' })} />
    </div>
  );
}
