import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const wrap = style({ position: 'relative', display: 'inline-flex', minWidth: 0, maxWidth: '100%' });

export const text = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The whole text under a shortened one, while it is hovered or the control holding it has focus. */
export const full = style({
  display: 'none',
  position: 'absolute',
  top: 'calc(100% + 10px)',
  left: 0,
  zIndex: 50,
  width: 'max-content',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.inverse,
  color: vars.color.inverseText,
  fontSize: vars.size.sm,
  fontWeight: 500,
  lineHeight: 1.4,
  textAlign: 'left',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  selectors: {
    [`${wrap}:hover &, :focus-visible &`]: { display: 'block' },
    // An open menu below the control takes the place.
    '[aria-expanded="true"] &': { display: 'none' },
  },
});
