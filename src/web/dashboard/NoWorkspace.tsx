import { Link } from 'wouter';
import { button } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { bot } from '../ui/iconPaths.ts';
import * as s from './DashboardPage.css.ts';

/** What a workspace page shows before any workspace exists or is chosen. */
export function NoWorkspace({ message = 'No workspace selected.' }: { message?: string | null }) {
  return (
    <section className={s.page} role="status">
      <EmptyState
        icon={bot}
        headingLevel={1}
        title={message ?? 'No workspace selected.'}
        action={
          <Link href="/create-workspace" className={button.primary}>
            Create a workspace
          </Link>
        }
      >
        Choose a workspace in the menu at the top, or create a new one: name your agent, give it a role and
        the files it should learn from.
      </EmptyState>
    </section>
  );
}
