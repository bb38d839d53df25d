import * as s from './Toast.css.ts';

/**
 * A notice floating at the bottom of the window. A success is a status whose live region is
 * always there, so screen readers announce the text as soon as it appears; a failure is an alert.
 */
export function Toast({ text, tone = 'success' }: { text: string | null; tone?: 'success' | 'error' }) {
  // An alert is announced when it is inserted; an empty one would only clutter the page.
  if (tone === 'error' && !text) return null;
  return (
    <div className={s.region} role={tone === 'error' ? 'alert' : 'status'}>
      {text && <p className={s.toast[tone]}>{text}</p>}
    </div>
  );
}
