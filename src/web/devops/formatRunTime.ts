import { formatDateTime } from '../ui/formatDateTime.ts';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the console stores it: local date-time text like the sample data's
 * '2025-01-15 10:30:00' (spec: Run sets lastRun to the current local date-time).
 */
export function formatLocalDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

const STORED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * Any date of the console (stored local text or epoch ms) in the reader's locale, the one format
 * every console screen uses; text that is not a date ('N/A') stays as it is.
 */
export function showDevopsDate(value: string | number): string {
  if (typeof value === 'number') return formatDateTime(new Date(value).toISOString());
  // Without a zone, 'YYYY-MM-DDTHH:mm:ss' is read as local time, which is how it was stored.
  return STORED.test(value) ? formatDateTime(value.replace(' ', 'T')) : value;
}

/** An elapsed time as '4s', '1m 12s' or '1h 2m 5s'. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}
