import { Link, useLocation } from 'wouter';
import * as s from './Dashboard.css.ts';
import { dashboardSections } from './dashboardSections.ts';

/** The left navigation: every dashboard section. */
export function SideNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Dashboard" className={s.sideNav}>
      <ul className={s.navList}>
        {dashboardSections.map((section) => (
          <li key={section.path}>
            <Link
              href={section.path}
              className={s.navLink}
              aria-current={location === section.path ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
