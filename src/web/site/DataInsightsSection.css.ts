import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const intro = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  marginBottom: vars.space.xxl,
});
export const featuresBox = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const featuresTitle = style({ fontSize: vars.size.xl });
export const featureList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});
export const feature = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const featureName = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.xs}` });
export const casesTitle = style({ fontSize: vars.size.xl, marginBottom: vars.space.lg });
