import '@fontsource-variable/inter';
import './ui/theme.css.ts';
import { afterPaint } from './afterPaint.ts';

// The entry of the pre-rendered public pages (scripts/prerenderPlugin.ts builds it with Preact in
// React's place): let the page paint before the site's code is compiled and run (its files are
// already preloading), then adopt it.
await afterPaint();
const { startPublicSite } = await import('./startPublicSite.tsx');
await startPublicSite();
