import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});
export const step = style({ paddingLeft: vars.space.xs });
export const inverseLink = style({ color: vars.color.onStrong, textDecoration: 'underline' });
