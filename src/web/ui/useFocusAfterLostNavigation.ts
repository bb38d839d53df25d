import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The last path a layout showed, across layouts: signing in can swap the whole app under the page. */
let lastPath: string | null = null;

/**
 * After a navigation that left the focus nowhere (the focused control went away with its page,
 * as the sign-in form does), focus the element `startId` (the skip link), the first stop of the page, so the
 * next Tab walks the header (the user menu among it) instead of resuming mid-page where the
 * old control was. The page the browser loaded is left alone. (An id, not a ref: the public
 * pages run on Preact, which hands no ref to a function component.)
 */
export function useFocusAfterLostNavigation(startId: string) {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route changes
  useEffect(() => {
    const path = window.location.pathname;
    const arrived = lastPath !== null && lastPath !== path;
    lastPath = path;
    if (!arrived) return;
    const active = document.activeElement;
    if (active === null || active === document.body)
      document.getElementById(startId)?.focus({ preventScroll: true });
  }, [location, startId]);
}
