import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const phone = 'screen and (max-width: 640px)';

/**
 * A table that reflows on a phone: each row becomes a block whose cells stack, each labelled
 * by its `data-label` (the column's heading), so no column is cut off at 360–390 px. The
 * headings stay in the table for screen readers.
 */
export const stackedTable = style({ '@media': { [phone]: { display: 'block' } } });

globalStyle(`${stackedTable} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stackedTable} tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stackedTable} tr`, {
  '@media': {
    [phone]: {
      display: 'block',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${stackedTable} td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      border: 'none',
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${stackedTable} td[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      flex: '0 0 6.5rem',
      fontWeight: 600,
      color: vars.color.textMuted,
    },
  },
});
