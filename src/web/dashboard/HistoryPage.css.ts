import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** The list and the open transcript: stacked on small screens, side by side from 960 px while one is open. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    '(min-width: 960px)': {
      selectors: { '&[data-transcript="true"]': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
    },
  },
});
export const conversations = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const conversationButton = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.xs,
  textAlign: 'left',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:hover': { borderColor: vars.color.brand },
  },
});
/** The question a conversation opened with, on at most two lines. */
export const opening = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});
export const meta = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const badge = styleVariants({
  unknown: {
    justifySelf: 'start',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    fontSize: vars.size.xs,
    fontWeight: 600,
  },
});
export const filter = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const transcript = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});
export const exchange = style({ display: 'grid', gap: vars.space.sm, overflowWrap: 'anywhere' });
export const question = style({ margin: 0, fontWeight: 600 });
export const answer = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const transcriptHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
