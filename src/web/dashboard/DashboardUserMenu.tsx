import { Link } from 'wouter';
import { useDisclosure } from '../site/useDisclosure.ts';
import * as s from './Dashboard.css.ts';

/** The signed-in user's menu: User Profile, Dashboard, Logout. */
export function DashboardUserMenu({ userName, onLogout }: { userName: string; onLogout: () => void }) {
  const menu = useDisclosure<HTMLDivElement>();
  return (
    <div className={s.menuWrap} ref={menu.ref}>
      <button
        type="button"
        className={s.menuButton}
        aria-expanded={menu.open}
        aria-haspopup="true"
        onClick={menu.toggle}
      >
        {userName} ▾
      </button>
      {menu.open && (
        <ul className={`${s.menu} ${s.menuRight}`}>
          <li>
            <Link href="~/profile" className={s.menuItem} onClick={menu.close}>
              User Profile
            </Link>
          </li>
          <li>
            <Link href="~/dashboard" className={s.menuItem} onClick={menu.close}>
              Dashboard
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={s.menuItem}
              onClick={() => {
                menu.close();
                onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
