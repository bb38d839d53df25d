import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export {
  cell,
  compactSelect,
  headCell,
  header,
  muted,
  page,
  row,
  table,
  tableWrap,
  title,
} from '../ui/consolePage.css.ts';

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
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

export const dropZone = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});

/** The file input itself is hidden; its label is the control people see. */
export const fileInput = style({});

export const fileInputLabel = style({
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const fileList = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const fileItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const progress = style({ width: '100%', gridColumn: '1 / -1', accentColor: vars.color.brand });
export const errorText = style({ color: vars.color.danger, margin: 0, gridColumn: '1 / -1' });

export const steps = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  flexWrap: 'wrap',
});

export const step = style({
  color: vars.color.textMuted,
  selectors: { '&[aria-current="step"]': { color: vars.color.brand, fontWeight: 700 } },
});

export const qnaItem = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.sm,
});

export const qnaQuestion = style({ fontWeight: 700, margin: 0 });
export const qnaAnswer = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** The workspace's deletion, set apart from its Save below the form. */
export const dangerZone = style({
  marginTop: vars.space.xl,
  borderColor: vars.color.danger,
  display: 'grid',
  gap: vars.space.sm,
});
export const dangerTitle = style({ margin: 0, fontSize: vars.size.lg, color: vars.color.danger });

/** A step's heading takes the focus when its step opens; it shows no ring, the page reads on. */
export const stepHeading = style({ selectors: { '&:focus': { outline: 'none' } } });
