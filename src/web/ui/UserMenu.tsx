import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Dropdown, dropdownItem } from './Dropdown.tsx';

export const userMenuLinks = [
  { href: '/profile', label: 'User Profile' },
  { href: '/dashboard', label: 'Dashboard' },
];

/**
 * The signed-in user's menu (spec §2): User Profile, Dashboard, Logout. Under a nested router
 * (the dashboard) `absolute` makes the links leave it.
 */
export function UserMenu({
  name,
  label = name,
  onLogout,
  buttonClassName,
  absolute = false,
}: {
  name: string;
  /** What the button shows; the name by default. */
  label?: ReactNode;
  onLogout: () => void;
  buttonClassName: string;
  absolute?: boolean;
}) {
  return (
    <Dropdown label={label} buttonClassName={buttonClassName} align="end">
      {(close) => (
        <>
          {userMenuLinks.map((l) => (
            <li key={l.href}>
              <Link href={absolute ? `~${l.href}` : l.href} className={dropdownItem} onClick={close}>
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={dropdownItem}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </>
      )}
    </Dropdown>
  );
}
