import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Below this width the side navigation folds behind the menu button. */
export const NAV_BREAKPOINT = 'screen and (max-width: 900px)';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surfaceAlt,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: vars.space.md,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [NAV_BREAKPOINT]: { padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.sm } },
});

export const menuToggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  flex: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [NAV_BREAKPOINT]: { display: 'inline-flex' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 'none',
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const brandMark = style({ color: vars.color.brand, display: 'inline-flex' });

/** On a phone only the mark shows; the title stays in the link's name. */
export const brandTitle = style({
  '@media': {
    'screen and (max-width: 520px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0,0,0,0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const topBarStart = style({ minWidth: 0, flex: '0 1 auto', display: 'flex', alignItems: 'center' });

/** Keeps its size: the start (a selector) is what gives way on a narrow screen. */
export const topBarEnd = style({ flex: 'none', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const spacer = style({ flex: 1, minWidth: 0 });

export const topLinks = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 'none',
  '@media': { [NAV_BREAKPOINT]: { display: 'none' } },
});

export const topLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.text }, '&[aria-current="page"]': { color: vars.color.brand } },
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: '232px minmax(0, 1fr)',
  minWidth: 0,
  '@media': { [NAV_BREAKPOINT]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sideNav = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  '@media': {
    [NAV_BREAKPOINT]: {
      position: 'fixed',
      inset: '0 auto 0 0',
      zIndex: 40,
      width: 'min(18rem, 85vw)',
      overflowY: 'auto',
      boxShadow: vars.shadow.popover,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transition: 'transform 160ms ease, visibility 160ms',
    },
  },
});

export const sideNavOpen = style({
  '@media': { [NAV_BREAKPOINT]: { transform: 'none', visibility: 'visible' } },
});

export const navHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
});

/** Only the folded navigation repeats the header links. */
export const navExtra = style({
  display: 'none',
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [NAV_BREAKPOINT]: { display: 'grid' } },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [NAV_BREAKPOINT]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: 30,
      border: 0,
      padding: 0,
      background: vars.color.backdrop,
    },
  },
});

export const content = style({
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [NAV_BREAKPOINT]: { padding: vars.space.md } },
});
