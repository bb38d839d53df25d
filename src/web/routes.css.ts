import { style } from '@vanilla-extract/css';

/** Header, content and footer in a column at least as tall as the window: the footer ends short pages. */
export const appFrame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const appMain = style({ flex: '1 0 auto', outline: 'none' });
