import { Link, useLocation } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { question } from '../ui/iconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './DashboardPage.css.ts';

/** An address under /dashboard that names no section. */
export function DashboardNotFound() {
  usePageMeta('Section not found', 'This dashboard section does not exist.');
  const [location] = useLocation();
  return (
    <section className={s.page}>
      <EmptyState
        icon={question}
        headingLevel={1}
        title="Section not found"
        action={
          <Link href="/agent" className={button.primary}>
            Go to your agent
          </Link>
        }
      >
        The dashboard has no section at <code>/dashboard{location}</code>. Choose one in the navigation, or go
        back to your agent.
      </EmptyState>
    </section>
  );
}
