import { useActor } from '@xstate/react';
import { Link } from 'wouter';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { formatDateTime } from '../ui/formatDateTime.ts';
import { file } from '../ui/iconPaths.ts';
import { LoadMoreButton } from '../ui/LoadMoreButton.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';

/** The saved report pages, newest first; each opens read-only. */
export function InsightsPage({ flows }: { flows: InsightsFlows }) {
  usePageMeta('Insights', 'Your saved report pages.');
  const [snap, send] = useActor(flows.savedPageList, { input: { scope: null }, inspect });
  const { items, failure } = snap.context;
  return (
    <section className={s.page} aria-labelledby="insights-title">
      <h1 id="insights-title" className={s.title}>
        Insights
      </h1>
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.hasTag('loading') && <p aria-live="polite">Loading saved pages…</p>}
      {snap.matches('loadFailed') && (
        <p>
          <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
            Try again
          </button>
        </p>
      )}
      {snap.matches('ready') && items.length === 0 && (
        <EmptyState
          icon={file}
          title="No saved pages yet."
          action={
            <Link href="/workbench" className={button.primary}>
              Open the Workbench
            </Link>
          }
        >
          Build one in the Workbench and press Save Dashboard.
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className={s.list} aria-label="Saved pages">
          {items.map((p) => (
            <li key={p.id} className={s.listItem}>
              <Link href={`/insights/${encodeURIComponent(p.id)}`} className={s.itemName}>
                {p.title}
              </Link>
              <span className={s.muted}>
                {p.projectName} · {p.modules.length} modules · saved {formatDateTime(p.savedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={snap} onLoadMore={() => send({ type: 'list.loadMore' })} />
    </section>
  );
}
