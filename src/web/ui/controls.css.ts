import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontWeight: 600,
  fontSize: vars.size.sm,
  cursor: 'pointer',
  textDecoration: 'none',
  lineHeight: 1.5,
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
    },
  ],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.onStrong }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.text }],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});
export const label = style({ fontWeight: 600, fontSize: vars.size.sm });
export const input = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  width: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.size.sm, margin: 0 });
export const notice = styleVariants({
  success: {
    background: vars.color.successSoft,
    color: vars.color.success,
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
  },
  error: {
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
  },
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
});
export const inputRow = style({ display: 'flex', gap: vars.space.sm });
