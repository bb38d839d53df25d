import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

const narrowScreen = 'screen and (max-width: 599px)';

/** A full-width band of a marketing page; `inner` centres its content. */
export const band = style({ padding: `${vars.space.xxl} ${vars.space.md}` });
export const bandAlt = style([band, { background: vars.color.surfaceAlt }]);
export const bandHero = style([band, { background: vars.color.heroWash }]);
export const bandInverse = style([band, { background: vars.color.inverse, color: vars.color.inverseText }]);

export const inner = style({ maxWidth: vars.width.content, margin: '0 auto' });
export const innerNarrow = style({ maxWidth: vars.width.narrow, margin: '0 auto' });

export const eyebrow = style({
  display: 'inline-block',
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.brand,
  margin: `0 0 ${vars.space.sm}`,
});
export const pageTitle = style({ fontSize: vars.size.hero, letterSpacing: '-0.02em' });
export const sectionTitle = style({
  fontSize: vars.size.xxl,
  letterSpacing: '-0.01em',
  '@media': { [narrowScreen]: { fontSize: vars.size.xl } },
});
export const lead = style({
  fontSize: vars.size.lg,
  color: vars.color.textMuted,
  maxWidth: '62ch',
  margin: `0 0 ${vars.space.lg}`,
});
export const sectionHead = style({ marginBottom: vars.space.xl });

/** A plain-spoken aside under the lead, such as what a console really does. */
export const note = style({
  maxWidth: '62ch',
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
/** Four across on a wide screen, for sets of eight. */
export const gridDense = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' },
]);

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0 });
export const cardText = style({ color: vars.color.textMuted, margin: 0 });
export const iconBadge = style({
  display: 'inline-grid',
  flexShrink: 0,
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const checkList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const checkItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const checkMark = style({ color: vars.color.success, flexShrink: 0, marginTop: 3 });

export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
});

export const ctaTitle = style([sectionTitle, { color: vars.color.onStrong }]);
export const ctaText = style({
  color: vars.color.inverseText,
  maxWidth: '60ch',
  margin: `0 0 ${vars.space.lg}`,
});
