import '@fontsource-variable/inter';
import './ui/theme.css.ts';

/** Resolves once the browser has painted the current frame. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A public page arrives pre-rendered (scripts/prerenderPlugin.ts): let it paint before React's
// code is compiled and run (its files are already preloading), then hydrate it.
await afterPaint();
const { startApp } = await import('./startApp.tsx');
await startApp();
