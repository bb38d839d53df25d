import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const window = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
});
export const bar = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onStrong,
});
export const title = style({ margin: 0, fontSize: vars.size.lg });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.sm, opacity: 0.9 });
export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
});
export const bubble = style({
  alignSelf: 'flex-start',
  maxWidth: '85%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const note = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });
