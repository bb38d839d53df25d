import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * The page inside a console (dashboard, DevOps, Data Insights): one column, a header with the title
 * and its actions, and tables that scroll in their own box, so every console looks the same.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '1200px',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.size.xl });
export const subtitle = style({ margin: 0, fontSize: vars.size.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** A row of buttons or controls that wraps on narrow screens. */
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** Wide tables scroll inside their frame; the page itself never scrolls sideways. */
export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.size.sm,
});

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const headCell = style([cell, { fontWeight: 700, background: vars.color.surfaceAlt }]);

/** A row's name ('web-server-01') kept on one line: a narrow screen scrolls the table instead. */
export const nameCell = style([cell, { whiteSpace: 'nowrap' }]);

// The frame draws the table's last line.
globalStyle(`${tableWrap} tbody tr:last-child > *`, { borderBottom: 'none' });

/** A select in a top bar or a page's toolbar: a project picker, a report's period. */
export const compactSelect = style({
  maxWidth: 'min(14rem, 40vw)',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  textOverflow: 'ellipsis',
});

/** The Logout button in a console's top bar keeps to one line. */
export const logout = style({ flex: 'none', whiteSpace: 'nowrap' });
