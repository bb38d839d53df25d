import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Over the page at the bottom, so a notice coming or going never moves what is under it. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 60,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '32rem',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  fontWeight: 600,
  pointerEvents: 'auto',
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success, color: vars.color.onStrong }],
  error: [toastBase, { background: vars.color.danger, color: vars.color.onStrong }],
});
