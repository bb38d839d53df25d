import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** The one theme of the product: colour, type scale, spacing, radii. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#4f46e5',
    brandStrong: '#3730a3',
    brandSoft: '#eef2ff',
    text: '#111827',
    textMuted: '#4b5563',
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    border: '#e5e7eb',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    success: '#047857',
    successSoft: '#ecfdf5',
    focus: '#2563eb',
    inverse: '#0f172a',
    inverseText: '#e2e8f0',
    inverseBorder: 'rgba(226, 232, 240, 0.15)',
    /** Text and icons on brand, danger and inverse backgrounds. */
    onStrong: '#ffffff',
    headerGlass: 'rgba(255, 255, 255, 0.96)',
    backdrop: 'rgba(15, 23, 42, 0.5)',
    accent: '#0e7490',
    accentSoft: '#ecfeff',
    heroWash: 'linear-gradient(160deg, #eef2ff 0%, #ffffff 55%, #ecfeff 100%)',
  },
  font: {
    /** Inter ships with the app (@fontsource-variable/inter); nothing is fetched from another host. */
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2.25rem',
    hero: 'clamp(2rem, 5vw, 3.5rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 8px 24px rgba(15, 23, 42, 0.06)',
    popover: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  width: { content: '1200px', narrow: '760px', prose: '70ch' },
  /** Room kept above an anchored heading so the sticky header does not cover it. */
  anchorOffset: '88px',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: vars.color.brand });
globalStyle('h1, h2, h3, h4', { lineHeight: 1.25, margin: `0 0 ${vars.space.md}` });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
