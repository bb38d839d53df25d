import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const wrap = style({ position: 'relative', minWidth: 0 });
export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: 30,
  minWidth: '13rem',
  maxHeight: '24rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
});
export const panelEnd = style({ left: 'auto', right: 0 });
export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.brandSoft },
    '&[aria-current="true"]': { fontWeight: 700, color: vars.color.brandStrong },
  },
});
