import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  padding: vars.space.lg,
  width: 'min(92vw, 480px)',
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});
export const title = style({ fontSize: vars.size.xl, margin: `0 0 ${vars.space.md}` });
export const body = style({ color: vars.color.textMuted });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
