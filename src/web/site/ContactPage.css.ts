import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
});
export const formCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const submit = style({ width: '100%' });
export const confirmTitle = style({ fontWeight: 700, fontSize: vars.size.lg, marginTop: 0 });
export const reference = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const details = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});
export const detail = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const detailLabel = style({ fontSize: vars.size.md, margin: `0 0 ${vars.space.xs}` });
export const address = style({ fontStyle: 'normal', color: vars.color.textMuted });
