import { useLocation } from 'wouter';
import { ConsoleNotFound } from '../ui/ConsoleNotFound.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';

/** An address under /dashboard that names no section. */
export function DashboardNotFound() {
  usePageMeta('Section not found', 'This dashboard section does not exist.');
  const [location] = useLocation();
  return (
    <ConsoleNotFound title="Section not found" back={{ href: '/agent', label: 'Go to your agent' }}>
      The dashboard has no section at <code>/dashboard{location}</code>. Choose one in the navigation, or go
      back to your agent.
    </ConsoleNotFound>
  );
}
