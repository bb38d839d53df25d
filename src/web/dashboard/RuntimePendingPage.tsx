import { card } from '../ui/controls.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './DashboardPage.css.ts';

/** Reports and History: sections that fill once the agent runtime answers chats. */
export function RuntimePendingPage({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return (
    <section className={`${s.page} ${card}`} aria-labelledby="pending-title">
      <h1 id="pending-title" className={s.title}>
        {title}
      </h1>
      <p>{description}</p>
      <p className={s.muted}>
        This section arrives with the agent runtime. Until then, build your agent in Agent, Files, Text and
        Q&amp;A, and embed it from Integration.
      </p>
    </section>
  );
}
