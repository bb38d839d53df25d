import { useEffect } from 'react';

/**
 * A page outside the public site (profile, dashboard, consoles, Not Found) reached by a link from
 * a public page: the public pages run a lighter build without those, so the browser loads the
 * full app for the address the link has already put in the history.
 */
export function AppPageLoad() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <p aria-live="polite">Loading…</p>;
}
