import { type RefObject, useEffect } from 'react';

/** The message the widget loader on the embedding page answers by closing the chat. */
export const WIDGET_CLOSE_MESSAGE = { type: 'chat-widget.close' } as const;

/**
 * In the widget's frame: Escape asks the embedding page to close the chat (the page cannot see
 * keys pressed in the frame), and the message box takes the focus when the frame gets it or
 * was opened from the launcher, so the cursor is where the visitor types.
 */
export function useWidgetFrameKeys(input: RefObject<HTMLTextAreaElement | null>) {
  useEffect(() => {
    if (window.parent === window) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.parent.postMessage(WIDGET_CLOSE_MESSAGE, '*');
    };
    const onFocus = () => {
      if (document.activeElement === document.body || document.activeElement === null) input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('focus', onFocus);
    // The loader marks a frame it made because the visitor opened the chat from its launcher.
    if (new URLSearchParams(window.location.hash.slice(1)).has('focus')) input.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('focus', onFocus);
    };
  }, [input]);
}
