import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const roles = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.md,
});
export const meta = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: 0 });
export const apply = style({ margin: 0, fontWeight: 600 });
export const steps = style({ paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm, margin: 0 });
