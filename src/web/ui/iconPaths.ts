/**
 * Stroke paths on a 24×24 grid for the icons of the landing page and the pages sharing them.
 * Icons a single page needs live with that page, so the landing chunk stays small.
 */
export const chat = 'M4 5h16v11H9l-5 4z';
export const file = 'M6 2h8l5 5v15H6zM14 2v5h5';
export const chart = 'M4 20V10M10 20V4M16 20v-7M22 20H2';
export const server = 'M3 4h18v6H3zM3 14h18v6H3zM7 7h.01M7 17h.01';
export const shield = 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z';
export const plug = 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4';
export const book = 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z';
export const cart = 'M3 4h2l2.4 11h10.8L21 7H6.2M9 20h.01M18 20h.01';
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
export const headset = 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z';
export const lock = 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4';
export const users =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3';
export const flask = 'M9 3h6M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10';
export const question =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01';
export const activity = 'M3 12h4l3-8 4 16 3-8h4';
export const chevronLeft = 'M15 18l-6-6 6-6';
export const chevronRight = 'M9 6l6 6-6 6';
export const chevronDown = 'M6 9l6 6 6-6';
export const pause = 'M8 5v14M16 5v14';
export const play = 'M7 4l13 8-13 8z';
export const language = 'M4 5h8M8 3v2M6 5c0 4 2 7 6 9M10 5c-.5 3-2.5 6-6 8M13 21l4-9 4 9M14.5 18h5';
export const code = 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16';
export const bot = 'M12 3v3M5 8h14v11H5zM9 13h.01M15 13h.01M9.5 16.5h5M2 12v4M22 12v4';
export const textLines = 'M4 6h16M4 10h16M4 14h10M4 18h13';
export const clock = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2';
