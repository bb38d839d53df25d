import { Link } from 'wouter';
import { UserMenu } from '../ui/UserMenu.tsx';
import * as s from './Dashboard.css.ts';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.tsx';

/** The dashboard's top bar: workspace selector, Help, user menu. */
export function TopBar({ userName, onLogout }: { userName: string; onLogout: () => void }) {
  return (
    <header className={s.topBar}>
      <Link href="~/" className={s.brand}>
        AI Platform
      </Link>
      <WorkspaceSwitcher />
      <span className={s.spacer} />
      <Link href="~/help">Help</Link>
      <UserMenu name={userName} onLogout={onLogout} buttonClassName={s.menuButton} absolute />
    </header>
  );
}
