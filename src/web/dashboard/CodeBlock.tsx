import { useEffect, useState } from 'react';
import { button } from '../ui/controls.css.ts';
import * as s from './DashboardPage.css.ts';

/** A block of code with a Copy button that says when it copied. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must be reachable from the keyboard */}
      <pre className={s.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
      <div className={s.row} style={{ marginTop: 8 }}>
        <button type="button" className={button.secondary} onClick={copy}>
          Copy {label}
        </button>
        <span aria-live="polite">
          {copied === 'yes' ? 'Copied!' : copied === 'failed' ? 'Copy failed; select the text instead.' : ''}
        </span>
      </div>
    </figure>
  );
}
