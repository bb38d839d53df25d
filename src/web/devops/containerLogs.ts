import { showDevopsDate } from './formatRunTime.ts';

/** The sample log a container shows: the console simulates its containers, so the text is fixed. */
export const containerLogs = (name: string, image: string) =>
  [
    ['2025-01-15 10:30:00', `Starting container ${name}...`],
    ['2025-01-15 10:30:01', `Using image ${image}`],
    ['2025-01-15 10:30:02', 'Container started successfully'],
    ['2025-01-15 10:30:05', 'Health check passed'],
  ]
    .map(([at, text]) => `[${showDevopsDate(at as string)}] ${text}`)
    .join('\n');
