import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { AuthContext, displayName } from '../AuthContext.ts';
import { button } from '../ui/controls.css.ts';
import { Dropdown, dropdownItem } from '../ui/Dropdown.tsx';
import { Icon } from '../ui/Icon.tsx';
import { UserMenu, userMenuLinks } from '../ui/UserMenu.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';
import * as s from './Header.css.ts';
import { mainLinks, productLinks } from './publicNav.ts';

function Logo() {
  return (
    <Link href="/" className={s.brand} aria-label="AI Platform home">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 22l7-13 7 13h-4l-3-6-3 6z" fill="#fff" />
      </svg>
      AI Platform
    </Link>
  );
}

function ProductsMenu() {
  return (
    <Dropdown label="Products" buttonClassName={s.navLink}>
      {(close) =>
        productLinks.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={dropdownItem} onClick={close}>
              {l.label}
            </Link>
          </li>
        ))
      }
    </Dropdown>
  );
}

const MENU_ICON = 'M3 6h18M3 12h18M3 18h18';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

/** While the mobile menu is open, the page behind it is inert: no focus, no clicks. */
function usePageInert(inert: boolean) {
  useEffect(() => {
    const behind = [document.getElementById('main'), document.querySelector('footer')];
    for (const element of behind) element?.toggleAttribute('inert', inert);
    return () => {
      for (const element of behind) element?.removeAttribute('inert');
    };
  }, [inert]);
}

function MobileMenu({ user, onLogout }: { user: string | null; onLogout: () => void }) {
  const panel = useDisclosure<HTMLDivElement>();
  usePageInert(panel.open);
  return (
    <div ref={panel.ref} className={s.mobileToggle}>
      <button
        ref={panel.buttonRef}
        type="button"
        className={button.ghost}
        aria-expanded={panel.open}
        aria-controls="mobile-menu"
        aria-label={panel.open ? 'Close menu' : 'Open menu'}
        onClick={panel.toggle}
      >
        <Icon path={panel.open ? CLOSE_ICON : MENU_ICON} />
      </button>
      {/* Outside the header: its backdrop-filter would make it the frame of a fixed child. */}
      {panel.open && createPortal(<div className={s.mobileBackdrop} aria-hidden="true" />, document.body)}
      {panel.open && (
        <nav id="mobile-menu" aria-label="Mobile" className={s.mobilePanel}>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links */}
          <div role="group" aria-labelledby="mobile-products" className={s.mobileGroup}>
            <p id="mobile-products" className={s.mobileGroupTitle}>
              Products
            </p>
            {productLinks.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className={`${dropdownItem} ${s.mobileNested}`}
                onClick={panel.close}
              >
                {l.label}
              </Link>
            ))}
          </div>
          <div className={s.mobileSection}>
            {mainLinks.map((l) => (
              <Link key={l.href} href={l.href} className={dropdownItem} onClick={panel.close}>
                {l.label}
              </Link>
            ))}
          </div>
          {user ? (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links
            <div role="group" aria-labelledby="mobile-account" className={s.mobileSection}>
              <p id="mobile-account" className={s.mobileGroupTitle}>
                {user}
              </p>
              {userMenuLinks.map((l) => (
                <Link
                  key={l.href}
                  href={l.href}
                  className={`${dropdownItem} ${s.mobileNested}`}
                  onClick={panel.close}
                >
                  {l.label}
                </Link>
              ))}
              <button
                type="button"
                className={`${dropdownItem} ${s.mobileNested}`}
                onClick={() => {
                  panel.close();
                  onLogout();
                }}
              >
                Logout
              </button>
            </div>
          ) : (
            <div className={s.mobileSection}>
              <Link href="/signin" className={dropdownItem} onClick={panel.close}>
                Sign in
              </Link>
              <Link href="/signin" className={button.primary} onClick={panel.close}>
                Try for Free
              </Link>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}

export function Header() {
  const auth = AuthContext.useActorRef();
  const user = AuthContext.useSelector((snap) =>
    snap.matches('signedIn') || snap.matches('refreshing') ? snap.context.user : null,
  );
  const name = user ? displayName(user) : null;
  const logout = () => auth.send({ type: 'auth.logout' });
  return (
    <header className={s.header}>
      <div className={s.bar}>
        <Logo />
        <nav aria-label="Main" className={s.desktopNav}>
          <ProductsMenu />
          {mainLinks.map((l) => (
            <Link key={l.href} href={l.href} className={s.navLink}>
              {l.label}
            </Link>
          ))}
        </nav>
        <div className={s.actions}>
          {name ? (
            <UserMenu name={name} onLogout={logout} buttonClassName={s.navLink} />
          ) : (
            <>
              <Link href="/signin" className={s.navLink}>
                Sign in
              </Link>
              <Link href="/signin" className={button.primary}>
                Try for Free
              </Link>
            </>
          )}
        </div>
        <MobileMenu user={name} onLogout={logout} />
      </div>
    </header>
  );
}
