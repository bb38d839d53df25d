import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** The window fills the frame: the transcript scrolls, the composer stays at the bottom. */
export const window = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  minWidth: 0,
  background: vars.color.surface,
  '@supports': { '(height: 100dvh)': { height: '100dvh' } },
});
export const bar = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onStrong,
});
export const title = style({ margin: 0, fontSize: vars.size.lg });
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.sm, opacity: 0.9 });
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
});
export const transcript = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
const bubbleBase = style({
  maxWidth: '85%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const bubble = styleVariants({
  agent: [
    bubbleBase,
    { alignSelf: 'flex-start', background: vars.color.surface, border: `1px solid ${vars.color.border}` },
  ],
  visitor: [bubbleBase, { alignSelf: 'flex-end', background: vars.color.brand, color: vars.color.onStrong }],
});
export const answer = style({ margin: 0 });
/** Rendered Markdown: paragraphs and lists spaced like the text around them, no stray outer margins. */
export const markdown = style({ whiteSpace: 'normal' });
globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });
globalStyle(`${markdown} :is(p, ul, ol, pre, blockquote)`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${markdown} :is(ul, ol)`, { paddingLeft: vars.space.lg });
globalStyle(`${markdown} pre`, { whiteSpace: 'pre-wrap' });
export const note = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });
export const sources = style({
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
  whiteSpace: 'normal',
});
export const sourcesHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.size.xs,
  fontWeight: 600,
});
export const sourceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const sourceTitle = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.brandStrong });
export const snippet = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
});

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });
export const typing = style({ display: 'inline-flex', gap: '4px', alignItems: 'center', minHeight: '1.5em' });
export const typingDot = style({
  width: '6px',
  height: '6px',
  borderRadius: '50%',
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.2s' },
    '&:nth-child(3)': { animationDelay: '0.4s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const composer = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  resize: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
});
