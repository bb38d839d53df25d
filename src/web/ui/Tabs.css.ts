import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});
