import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surfaceAlt,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({ fontWeight: 700, color: vars.color.text, textDecoration: 'none' });
export const spacer = style({ flex: 1 });

export const body = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const sideNav = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const navLink = style({
  display: 'block',
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

export const content = style({ padding: vars.space.lg, minWidth: 0 });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  maxWidth: '24rem',
});

export const menuNote = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });
export const menuSeparator = style({
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.xs} 0`,
});
