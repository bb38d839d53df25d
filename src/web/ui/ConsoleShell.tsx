import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useRouter } from 'wouter';
import * as s from './ConsoleShell.css.ts';
import { visuallyHidden } from './controls.css.ts';
import { Icon } from './Icon.tsx';
import { code } from './iconPaths.ts';
import { SkipLink } from './SkipLink.tsx';
import { useFocusAfterLostNavigation } from './useFocusAfterLostNavigation.ts';

export interface ConsoleSection {
  /** Relative to the console's nested router: '/' is the console's index. */
  path: string;
  label: string;
  icon?: string;
}

export interface ConsoleLink {
  /** Absolute ('~/help') or relative to the console. */
  href: string;
  label: string;
}

interface ConsoleShellProps {
  /** The console's name beside the logo mark, e.g. 'DevOps Console'. */
  title: string;
  /** The accessible name of the side navigation, e.g. 'DevOps Navigation'. */
  navLabel: string;
  /** The short heading shown over the side navigation, e.g. 'DevOps'; the navLabel when not given. */
  navTitle?: string;
  sections: readonly ConsoleSection[];
  /** Header links (and, on narrow screens, the same links at the foot of the navigation). */
  links?: readonly ConsoleLink[];
  /** The accessible name of the header links' navigation. */
  linksLabel?: string;
  /** Left of the header, after the brand: a project or workspace selector. */
  start?: ReactNode;
  /** Right end of the header: the user menu. */
  end?: ReactNode;
  children: ReactNode;
}

const MENU_ICON = 'M4 6h16M4 12h16M4 18h16';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

const isCurrent = (location: string, path: string) =>
  path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);

/**
 * The frame of a console (devops, data insights): header, side navigation and the outlet. From
 * 900 px down the navigation folds behind a menu button and opens as a drawer over a backdrop;
 * while it is open the rest of the page is inert, and Escape or a choice closes it, returning
 * focus to the button.
 */
export function ConsoleShell({
  title,
  navLabel,
  navTitle = navLabel,
  sections,
  links = [],
  linksLabel = 'Consoles',
  start,
  end,
  children,
}: ConsoleShellProps) {
  const [location] = useLocation();
  const { base } = useRouter();
  const [navOpen, setNavOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  useFocusAfterLostNavigation('skip-to-console-content');

  const closeNav = useCallback((returnFocus: boolean) => {
    setNavOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // A choice in the drawer navigates; the drawer then closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setNavOpen(false), [location]);

  useEffect(() => {
    if (!navOpen) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeNav(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen, closeNav]);

  const linkItem = (link: ConsoleLink, className: string) => (
    <Link key={link.href} href={link.href} className={className}>
      {link.label}
    </Link>
  );

  return (
    <div className={s.shell}>
      <SkipLink id="skip-to-console-content" target="console-content" />
      <header className={s.topBar} inert={navOpen || undefined}>
        <button
          ref={toggleRef}
          type="button"
          className={s.menuToggle}
          aria-expanded={navOpen}
          aria-controls="console-nav"
          aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
          onClick={() => setNavOpen((open) => !open)}
        >
          <Icon path={navOpen ? CLOSE_ICON : MENU_ICON} size={20} />
        </button>
        {/* Named by its visible title first, so speech input can say what it reads. */}
        <Link href="~/" className={s.brand}>
          <span className={s.brandMark}>
            <Icon path={code} size={22} />
          </span>
          <span className={s.brandTitle}>{title}</span>
          <span className={visuallyHidden}>, AI Platform home</span>
        </Link>
        {start && <div className={s.topBarStart}>{start}</div>}
        <span className={s.spacer} />
        {links.length > 0 && (
          <nav aria-label={linksLabel} className={s.topLinks}>
            {links.map((l) => linkItem(l, s.topLink))}
          </nav>
        )}
        {end && <div className={s.topBarEnd}>{end}</div>}
      </header>
      <div className={s.body}>
        {navOpen && (
          <button
            type="button"
            className={s.backdrop}
            aria-label="Close navigation"
            tabIndex={-1}
            onClick={() => closeNav(true)}
          />
        )}
        <nav
          ref={navRef}
          id="console-nav"
          aria-label={navLabel}
          className={`${s.sideNav} ${navOpen ? s.sideNavOpen : ''}`}
        >
          <p className={s.navHeading} aria-hidden="true">
            {navTitle}
          </p>
          <ul className={s.navList}>
            {sections.map((section) => (
              <li key={section.path}>
                <Link
                  // The index is the console's own address, without a trailing slash.
                  href={section.path === '/' ? `~${base}` : section.path}
                  className={s.navLink}
                  aria-current={isCurrent(location, section.path) ? 'page' : undefined}
                >
                  {section.icon && <Icon path={section.icon} size={18} />}
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          {links.length > 0 && <div className={s.navExtra}>{links.map((l) => linkItem(l, s.navLink))}</div>}
        </nav>
        {/* The app's <main> wraps every route, so the outlet is a plain region. */}
        <div id="console-content" className={s.content} tabIndex={-1} inert={navOpen || undefined}>
          {children}
        </div>
      </div>
    </div>
  );
}
