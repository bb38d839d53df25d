import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export {
  cell,
  compactSelect as projectSelect,
  headCell,
  header,
  logout,
  muted,
  nameCell,
  page,
  row,
  subtitle,
  table,
  tableWrap,
  title,
} from '../ui/consolePage.css.ts';

export const search = style({ maxWidth: '360px', width: '100%' });

export const smallButton = style({ padding: `${vars.space.xs} ${vars.space.md}`, whiteSpace: 'nowrap' });

/** A table row's buttons stay on one line; the table scrolls sideways in its frame instead. */
/** A row's buttons: on one line in a table; on a phone, where the table stacks, they wrap. */
export const actionRow = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'nowrap',
  alignItems: 'center',
  '@media': { 'screen and (max-width: 640px)': { flexWrap: 'wrap' } },
});

export const status = styleVariants({
  good: { color: vars.color.success, fontWeight: 600 },
  bad: { color: vars.color.danger, fontWeight: 600 },
  neutral: { color: vars.color.textMuted, fontWeight: 600 },
  busy: { color: vars.color.brand, fontWeight: 600 },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const factName = style({ fontWeight: 600 });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.size.md });

export const bigNumber = style({ fontSize: vars.size.xl, fontWeight: 700, margin: 0 });

export const meter = style({ width: '100%', height: '0.75rem' });

export const periodButton = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
  },
});

export const terminal = style({
  background: vars.color.inverse,
  color: vars.color.inverseText,
  fontFamily: vars.font.mono,
  fontSize: vars.size.sm,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  minHeight: '14rem',
  maxHeight: '50vh',
  overflowY: 'auto',
  overflowWrap: 'anywhere',
});
export const terminalLine = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const terminalError = style({ margin: 0, whiteSpace: 'pre-wrap', color: '#fca5a5' });
export const terminalInputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const terminalInput = style({
  flex: 1,
  minWidth: 0,
  background: 'transparent',
  border: `1px solid ${vars.color.inverseBorder}`,
  borderRadius: vars.radius.sm,
  color: vars.color.inverseText,
  fontFamily: vars.font.mono,
  padding: vars.space.xs,
});

export const logs = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.inverse,
  color: vars.color.inverseText,
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  overflowX: 'auto',
  whiteSpace: 'pre',
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: `0 ${vars.space.md}`,
  alignItems: 'start',
});

export const stages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const stage = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  fontSize: vars.size.sm,
});

export const periods = style({ display: 'flex', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const periodsLegend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
});
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
