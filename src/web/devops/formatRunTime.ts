/** A run's start as the browser's local date and time, e.g. '24/11/2026, 14:05:09'. */
export const formatLocalDateTime = (epochMs: number) => new Date(epochMs).toLocaleString();

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
