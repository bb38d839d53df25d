import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const footer = style({
  background: vars.color.inverse,
  color: vars.color.inverseText,
});
export const inner = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
export const heading = style({
  fontSize: vars.size.md,
  color: vars.color.onStrong,
  marginBottom: vars.space.sm,
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const link = style({
  color: vars.color.inverseText,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const social = style({ display: 'flex', gap: vars.space.md });
export const bottom = style({
  borderTop: `1px solid ${vars.color.inverseBorder}`,
  textAlign: 'center',
  padding: vars.space.md,
  fontSize: vars.size.sm,
});
