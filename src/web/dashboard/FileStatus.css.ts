import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const status = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const badge = styleVariants({
  indexing: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted },
  indexed: { color: vars.color.success, fontWeight: 600 },
  failed: { color: vars.color.danger, fontWeight: 600 },
});

export const reason = style({ margin: 0, color: vars.color.textMuted, maxWidth: '32ch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const progress = style({ width: '10rem', maxWidth: '100%', accentColor: vars.color.brand });
