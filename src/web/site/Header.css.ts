import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.headerGlass,
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'blur(6px)',
});
export const bar = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: 64,
  position: 'relative',
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.size.lg,
  color: vars.color.text,
  textDecoration: 'none',
});
export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 1,
  '@media': { 'screen and (min-width: 900px)': { display: 'flex' } },
});
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  fontSize: vars.size.md,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const actions = style({
  display: 'none',
  marginLeft: 'auto',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 900px)': { display: 'flex' } },
});
export const mobileToggle = style({
  marginLeft: 'auto',
  '@media': { 'screen and (min-width: 900px)': { display: 'none' } },
});
export const mobilePanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { 'screen and (min-width: 900px)': { display: 'none' } },
});
/** Dims the page under the open mobile menu; a click on it closes the menu (outside click). */
export const mobileBackdrop = style({
  position: 'fixed',
  inset: 0,
  top: 64,
  zIndex: 15,
  background: vars.color.backdrop,
  '@media': { 'screen and (min-width: 900px)': { display: 'none' } },
});
/** A titled group of the mobile menu (Products, the account): its links sit indented under the title. */
export const mobileGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The next group of the mobile menu, set off from the one above by a rule; its links are not indented. */
export const mobileSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
});

export const mobileGroupTitle = style({
  fontSize: vars.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} 0`,
});

export const mobileNested = style({ paddingLeft: `calc(${vars.space.md} + ${vars.space.md})` });
