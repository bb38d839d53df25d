import { TruncatedText } from '../ui/TruncatedText.tsx';
import { UserMenu } from '../ui/UserMenu.tsx';
import * as s from './Dashboard.css.ts';

/** The user menu at the right end of the dashboard's top bar; a long name is shortened there. */
export function DashboardUserMenu({ userName, onLogout }: { userName: string; onLogout: () => void }) {
  return (
    <UserMenu
      name={userName}
      label={<TruncatedText text={userName} />}
      onLogout={onLogout}
      buttonClassName={s.userButton}
      absolute
    />
  );
}
