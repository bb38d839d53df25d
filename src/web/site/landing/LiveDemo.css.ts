import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The chat window's place: the size the widget opens at, never wider than the screen. */
export const frameBox = style({
  width: '100%',
  maxWidth: 400,
  height: 560,
  margin: '0 auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const frame = style({ width: '100%', height: '100%', border: 0, display: 'block' });

export const questions = style({ color: vars.color.textMuted, margin: 0, paddingLeft: '1.2em' });
