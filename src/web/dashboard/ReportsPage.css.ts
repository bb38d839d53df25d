import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** A responsive nivo chart needs a parent with an explicit height. */
export const chartBox = style({ height: '300px', minWidth: 0 });
// nivo draws inside a 0 × 0 box that lets the chart overflow it; the site-wide svg { max-width: 100% } would shrink it to nothing.
globalStyle(`${chartBox} svg`, { maxWidth: 'none' });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({ display: 'grid', gap: vars.space.xs });
export const figureValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700 });
export const shareBar = style({
  display: 'flex',
  height: '10px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.dangerSoft,
});
export const shareAnswered = style({ background: vars.color.success });
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { '(min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const rankList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const rankItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const rankText = style({ flex: '1 1 12rem', minWidth: 0 });
export const count = style({ color: vars.color.textMuted, fontSize: vars.size.sm, whiteSpace: 'nowrap' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
