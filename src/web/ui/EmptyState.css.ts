import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const title = style({ margin: 0, fontSize: vars.size.lg });

export const text = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.sm });
