import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const panel = style({
  maxWidth: vars.width.narrow,
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});
