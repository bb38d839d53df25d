import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const note = style({
  margin: `0 0 0 ${vars.space.sm}`,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brandStrong,
  fontSize: vars.size.xs,
  whiteSpace: 'nowrap',
});

/** On a phone only 'Simulation' shows; the rest stays for screen readers. */
export const rest = style({
  '@media': {
    'screen and (max-width: 640px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
