import * as s from './Devops.css.ts';

const tone: Record<string, keyof typeof s.status> = {
  Online: 'good',
  Running: 'good',
  Success: 'good',
  Allow: 'good',
  Offline: 'bad',
  Failed: 'bad',
  Deny: 'bad',
  Stopped: 'neutral',
  Pending: 'neutral',
  Skipped: 'neutral',
  Maintenance: 'busy',
};

/** A status word in its colour; the word itself carries the meaning. */
export function StatusText({ status }: { status: string }) {
  return <span className={s.status[tone[status] ?? 'neutral']}>{status}</span>;
}
