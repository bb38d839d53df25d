import '@fontsource-variable/inter';
import './ui/theme.css.ts';
import { afterPaint } from './afterPaint.ts';

// Let the first frame paint before React's code is compiled and run (its files are already
// preloading).
await afterPaint();
const { startApp } = await import('./startApp.tsx');
await startApp();
