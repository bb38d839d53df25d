import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const illustration = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const steps = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});
export const moduleTypes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const chip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: vars.size.sm,
});
export const chartsTitle = style({ marginTop: vars.space.lg });
export const after = style({ marginTop: vars.space.lg });
