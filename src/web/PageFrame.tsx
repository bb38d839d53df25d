import { type ReactNode, Suspense } from 'react';
import { appFrame, appMain } from './routes.css.ts';
import { Footer } from './site/Footer.tsx';
import { Header } from './site/Header.tsx';
import { SkipLink } from './ui/SkipLink.tsx';
import { useFocusAfterLostNavigation } from './ui/useFocusAfterLostNavigation.ts';

/**
 * The column every page sits in: the main landmark holding the routed page, with the skip link,
 * public header and footer around it when `chrome` (the consoles bring their own).
 */
export function PageFrame({ chrome, children }: { chrome: boolean; children: ReactNode }) {
  useFocusAfterLostNavigation('skip-to-main');
  return (
    <div className={appFrame}>
      {chrome && <SkipLink id="skip-to-main" target="main" />}
      {chrome && <Header />}
      <main id="main" tabIndex={-1} className={appMain}>
        <Suspense fallback={<p aria-live="polite">Loading…</p>}>{children}</Suspense>
      </main>
      {chrome && <Footer />}
    </div>
  );
}
