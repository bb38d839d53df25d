import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const process = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onStrong,
  fontWeight: 700,
});
