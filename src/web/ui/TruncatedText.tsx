import { useLayoutEffect, useRef, useState } from 'react';
import * as s from './TruncatedText.css.ts';

/**
 * One line of text cut with an ellipsis when it does not fit; the whole text then shows below it
 * while the pointer is over it or the control holding it has the keyboard focus. The control's
 * accessible name carries the whole text already, so the shown copy is hidden from assistive
 * technology.
 */
export function TruncatedText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  // The whole text opens below, rightwards; it may take the room up to the window's right edge.
  const [room, setRoom] = useState<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text needs measuring again
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setCut(el.scrollWidth > el.clientWidth);
      setRoom(document.documentElement.clientWidth - el.getBoundingClientRect().left - 16);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <span className={s.wrap}>
      <span ref={ref} className={s.text}>
        {text}
      </span>
      {cut && (
        <span
          className={s.full}
          style={room ? { maxWidth: `min(24rem, ${room}px)` } : undefined}
          aria-hidden="true"
        >
          {text}
        </span>
      )}
    </span>
  );
}
