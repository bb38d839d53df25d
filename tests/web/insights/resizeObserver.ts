import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out, so charts would never learn their width: while installed, every
 * observed element reports `width` pixels at once, as a browser would after layout.
 */
export function givenLaidOutWidth(width: number) {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const contentRect = { width, height: 0 } as DOMRectReadOnly;
        this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });
}
