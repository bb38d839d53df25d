import { style } from '@vanilla-extract/css';
import { NAV_BREAKPOINT } from '../ui/ConsoleShell.css.ts';
import { vars } from '../ui/theme.css.ts';

const topBarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '@media': { [NAV_BREAKPOINT]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

/** Wide enough for a workspace name; shortened with an ellipsis past that. */
export const workspaceButton = style([
  topBarButton,
  { width: '20rem', justifyContent: 'space-between', '@media': { [NAV_BREAKPOINT]: { width: 'auto' } } },
]);

export const userButton = style([
  topBarButton,
  { maxWidth: '16rem', '@media': { [NAV_BREAKPOINT]: { maxWidth: '6.5rem' } } },
]);

export const menuNote = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });
export const menuSeparator = style({
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.xs} 0`,
});
