import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

/** Columns sit side by side while each has room for 16rem, then wrap below each other. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});

export const column = style([stack, { minWidth: 0 }]);

export const heading = style({ margin: 0, lineHeight: 1.3 });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const image = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const code = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.inverse,
  color: vars.color.inverseText,
  fontFamily: vars.font.mono,
  fontSize: vars.size.sm,
  overflowX: 'auto',
  whiteSpace: 'pre',
});

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm });

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const headCell = style([cell, { fontWeight: 700, background: vars.color.surfaceAlt }]);

export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const chart = style({ width: '100%', minWidth: 0, position: 'relative' });

/** The frame a chart draws into; its height follows the chart's width unless the content sets one. */
export const goldenFrame = style({ width: '100%', aspectRatio: '1.618 / 1' });

export const awaiting = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '8rem',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});

export const legend = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.size.sm,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const swatch = style({ flex: 'none', width: '0.75rem', height: '0.75rem', borderRadius: 2 });

export const legendName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const legendValue = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
