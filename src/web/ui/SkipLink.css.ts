import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Off screen until focused from the keyboard; then it sits above everything at the top left. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  // Shown for keyboard focus only: after a click that navigates, the focus lands here unseen.
  selectors: { '&:focus-visible': { top: vars.space.sm, boxShadow: vars.shadow.popover } },
});
