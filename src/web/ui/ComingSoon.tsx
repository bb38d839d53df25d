import { Link } from 'wouter';
import * as s from './ComingSoon.css.ts';
import { usePageMeta } from './usePageMeta.ts';

/** A plain panel for a section that is not open yet. */
export function ComingSoon({ title }: { title: string }) {
  usePageMeta(title, `${title} is coming soon.`);
  return (
    <section className={s.panel}>
      <h1>{title}</h1>
      <p>This section is coming soon. We are building it now.</p>
      <Link href="/">Back to the home page</Link>
    </section>
  );
}
