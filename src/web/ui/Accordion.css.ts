import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const accordion = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const heading = style({ margin: 0, fontSize: vars.size.lg });
export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: 'none',
  border: 'none',
  color: vars.color.text,
  fontWeight: 600,
  fontSize: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-expanded="true"]': { color: vars.color.brand },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease' } },
});
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);
export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
});
