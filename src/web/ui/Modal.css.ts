import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const dialogBase = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  padding: vars.space.lg,
  maxWidth: '92vw',
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});
export const dialog = styleVariants({
  normal: [dialogBase, { width: 'min(92vw, 480px)' }],
  wide: [dialogBase, { width: 'min(92vw, 860px)' }],
});
export const title = style({ fontSize: vars.size.xl, margin: `0 0 ${vars.space.md}` });
export const body = style({ color: vars.color.textMuted });
/** The dialog's buttons, at its right; on a narrow screen they wrap rather than run off its left edge. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
