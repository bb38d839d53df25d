import { Link } from 'wouter';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './NotFoundPage.css.ts';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you asked for does not exist.');
  return (
    <section className={s.panel}>
      <h1>Page not found</h1>
      <p>
        We could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <Link href="/">Go to the home page</Link>
    </section>
  );
}
