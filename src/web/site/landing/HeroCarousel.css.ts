import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const carousel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
});
// The page opens on the first slide already shown: fading it in would hold back the first screen's
// largest paint until the fade, so only slides the rotation brings in fade.
export const slide = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:not(:first-child)': { animation: `${fadeIn} 400ms ease` } },
    },
  },
});
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  borderRadius: vars.radius.md,
});
export const slideTitle = style({
  fontSize: vars.size.lg,
  fontWeight: 700,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
export const slideText = style({ color: vars.color.textMuted, margin: 0, minHeight: '4.8em' });
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
export const roundButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const dots = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const dot = style({
  width: 44,
  height: 44,
  display: 'inline-grid',
  placeItems: 'center',
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  padding: 0,
  '::after': {
    content: '""',
    width: 12,
    height: 12,
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.brand}`,
    background: 'transparent',
  },
  selectors: { '&[aria-current="true"]::after': { background: vars.color.brand } },
});
