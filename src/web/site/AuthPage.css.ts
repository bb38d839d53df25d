import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const page = style({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
});
export const card = style({
  width: 'min(100%, 440px)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
});
export const title = style({ fontSize: vars.size.xxl, marginBottom: vars.space.lg });
export const wide = style({ width: '100%', marginTop: vars.space.sm });
export const divider = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  margin: `${vars.space.md} 0`,
  fontSize: vars.size.sm,
});
export const note = style({
  fontSize: vars.size.sm,
  color: vars.color.textMuted,
  margin: `${vars.space.xs} 0 0`,
});
export const links = style({
  fontSize: vars.size.sm,
  marginTop: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
