import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** One allowed site: its origin, and the Remove button beside it or, on a narrow screen, below it. */
export const site = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** An origin can be long (a port, many labels): it wraps anywhere rather than widen a small screen. */
export const origin = style({
  flex: '1 1 14rem',
  minWidth: 0,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  margin: 0,
});
