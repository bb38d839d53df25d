import { useActor } from '@xstate/react';
import { Link } from 'wouter';
import { failureMessage } from '../../../machines/failureMessage.ts';
import { inspect } from '../inspector.ts';
import { notice } from '../ui/controls.css.ts';
import { formatDateTime } from '../ui/formatDateTime.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';
import { ModuleDescription } from './ModuleDescription.tsx';
import { ModuleRenderer } from './render/ModuleRenderer.tsx';

/** One saved report page, read-only: each module's title, description and content. */
export function SavedPageView({ flows, pageId }: { flows: InsightsFlows; pageId: string }) {
  const [snap] = useActor(flows.savedPage, { input: { pageId }, inspect });
  const page = snap.status === 'done' ? snap.output : null;
  usePageMeta(page?.title ?? 'Saved page', 'A saved report page.');
  return (
    <section className={s.page} aria-labelledby="saved-page-title">
      <p>
        <Link href="/insights">Back to Insights</Link>
      </p>
      {snap.status === 'active' && <p aria-live="polite">Loading the page…</p>}
      {snap.status === 'error' && (
        <p className={notice.error} role="alert">
          {failureMessage(snap.error, 'Failed to load the page.')}
        </p>
      )}
      {page && (
        <>
          <div className={s.header}>
            <h1 id="saved-page-title" className={s.title}>
              {page.title}
            </h1>
            <p className={s.muted}>
              {page.projectName} · saved {formatDateTime(page.savedAt)}
            </p>
          </div>
          <div className={s.grid}>
            {page.modules.map((m) => (
              <article key={m.id} className={s.card} aria-labelledby={`saved-${m.id}`}>
                <h2 id={`saved-${m.id}`} className={s.cardTitle}>
                  {m.title}
                </h2>
                <ModuleDescription module={m} />
                {m.generatedContent ? (
                  <ModuleRenderer node={m.generatedContent} headingLevel={3} />
                ) : (
                  <p className={s.status}>
                    {m.status === 'error' ? 'Error generating content.' : 'Not generated.'}
                  </p>
                )}
              </article>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
