import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

const wide = 'screen and (min-width: 960px)';

export const layout = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} 0`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [wide]: {
      gridTemplateColumns: '260px minmax(0, 1fr)',
      gridTemplateAreas: '"head head" "contents prose"',
    },
  },
});
export const head = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.lg,
  '@media': { [wide]: { gridArea: 'head' } },
});
export const title = style({ fontSize: vars.size.hero, letterSpacing: '-0.02em' });
export const intro = style({ color: vars.color.textMuted, maxWidth: vars.width.prose });
export const contents = style({
  alignSelf: 'start',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  '@media': { [wide]: { gridArea: 'contents', position: 'sticky', top: vars.anchorOffset } },
});
export const contentsTitle = style({
  fontSize: vars.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.sm}`,
});
export const contentsList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
export const contentsLink = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const prose = style({
  maxWidth: vars.width.prose,
  fontSize: vars.size.lg,
  lineHeight: 1.7,
  '@media': { [wide]: { gridArea: 'prose' } },
});
export const sectionTitle = style({
  fontSize: vars.size.xl,
  marginTop: vars.space.xl,
  scrollMarginTop: vars.anchorOffset,
  selectors: { 'section:first-child > &': { marginTop: 0 } },
});
globalStyle(`${prose} h3`, { fontSize: vars.size.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${prose} p, ${prose} ul`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
