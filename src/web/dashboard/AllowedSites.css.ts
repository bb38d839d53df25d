import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** An origin can be long (a port, many labels): it wraps anywhere rather than widen a small screen. */
export const origin = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  alignSelf: 'center',
  margin: 0,
});
