import { Link } from 'wouter';
import { card } from '../ui/controls.css.ts';

/** What a workspace page shows before any workspace exists or is chosen. */
export function NoWorkspace({ message = 'No workspace selected.' }: { message?: string | null }) {
  return (
    <section className={card} role="status">
      <p>{message}</p>
      <p>
        Choose one in the workspace menu above, or{' '}
        <Link href="/create-workspace">create a new workspace</Link>.
      </p>
    </section>
  );
}
