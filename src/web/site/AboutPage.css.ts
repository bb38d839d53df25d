import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const pillars = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
});
export const pillarTitle = style({ fontSize: vars.size.xl, margin: 0 });
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onStrong,
  fontWeight: 700,
  fontSize: vars.size.lg,
});
export const role = style({ color: vars.color.brand, fontWeight: 600, margin: 0 });
