import { style } from '@vanilla-extract/css';
import { muted } from '../ui/consolePage.css.ts';
import { vars } from '../ui/theme.css.ts';

/** The section's description, set apart from the form's first label below it. */
export const description = style([muted, { marginBottom: vars.space.md }]);

/** The add form, set apart from the list or empty state below its button. */
export const addForm = style({ marginBottom: vars.space.md });

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
