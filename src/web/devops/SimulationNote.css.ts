import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** Below this width the header has no room for the note beside the project and Logout. */
const narrow = 'screen and (max-width: 520px)';

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

/** Where the note shows: in the header on wider screens, above the page on a phone. */
export const placement = styleVariants({
  header: { '@media': { [narrow]: { display: 'none' } } },
  page: {
    display: 'none',
    '@media': { [narrow]: { display: 'block', width: 'fit-content', margin: `0 0 ${vars.space.md}` } },
  },
});

/** On a small screen only 'Simulation' shows in the header; the rest stays for screen readers. */
export const rest = style({
  '@media': {
    'screen and (max-width: 640px)': {
      selectors: {
        [`${placement.header} &`]: {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});
