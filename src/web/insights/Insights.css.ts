import { style } from '@vanilla-extract/css';
import { compactSelect } from '../ui/consolePage.css.ts';
import { vars } from '../ui/theme.css.ts';

export {
  compactSelect as projectSelect,
  header,
  logout,
  muted,
  page,
  row,
  subtitle,
  title,
} from '../ui/consolePage.css.ts';

export const projectPicker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flex: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });
export const cardTitle = style({
  margin: 0,
  fontSize: vars.size.md,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The edit, apply and delete icons show on hover and whenever focus is inside the card; always on touch screens. */
export const cardTools = style({
  display: 'flex',
  gap: vars.space.xs,
  flex: 'none',
  opacity: 0,
  transition: 'opacity 120ms ease',
  selectors: {
    [`${card}:hover &, ${card}:focus-within &`]: { opacity: 1 },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const status = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });
export const statusError = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.danger });

export const query = style({ fontSize: vars.size.sm });
export const queryText = style({
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.inverse,
  color: vars.color.inverseText,
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const itemName = style({ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' });

export const result = style({ margin: 0, fontWeight: 600 });
export const resultGood = style([result, { color: vars.color.success }]);
export const resultBad = style([result, { color: vars.color.danger }]);

export const sampleBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  fontSize: vars.size.sm,
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  columnGap: vars.space.md,
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  fontSize: vars.size.sm,
});

/** A caution beside a good result: dark text on a pale amber ground (contrast above 7:1). */
export const caution = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: '#fffbeb',
  color: '#78350f',
  fontSize: vars.size.sm,
});

export const connectionText = style({
  display: 'grid',
  gap: '0.125rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Says that unsaved changes from an earlier visit are back, with a way to drop them. */
export const restored = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

/** A row's test outcome: a line of its own under the connection's text and buttons. */
export const rowOutcome = style({ flexBasis: '100%', display: 'grid', gap: '0.125rem', margin: 0 });

/** A column's type picker inside a table cell: as wide as its longest type, never wider than the cell. */
export const typeSelect = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  maxWidth: '100%',
});

/** One definition row in the Definitions dialog: its fields, then its Remove button. */
export const definitionRow = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

/** The reading as a row of small controls that wrap on a narrow screen. */
export const parts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.size.xs,
  color: vars.color.textMuted,
  minWidth: 0,
  maxWidth: '100%',
});
/** A part's select: the toolbar select, never wider than a phone's line. */
export const partSelect = style([compactSelect, { maxWidth: 'min(14rem, 100%)', fontSize: vars.size.sm }]);
export const filterChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.size.sm,
  color: vars.color.text,
  background: 'transparent',
  cursor: 'pointer',
});
export const readings = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.size.sm,
});
export const readingButton = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
