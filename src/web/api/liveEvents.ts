import { eventEndpoints } from '../../contract/eventEndpoints.ts';
import { type LiveEvent, type LiveEventName, liveEventSchemas } from '../../contract/liveEvents.ts';
import { api } from './http.ts';

export interface LiveEventHandlers {
  onEvent(event: LiveEvent): void;
  /**
   * The stream is open, the first time or again after a loss. Events sent before this moment were
   * missed (what the page loaded may already be stale), so reload what they update.
   */
  onOpened(): void;
}

export interface LiveEventSources {
  /** A one-connection ticket (POST /api/events/ticket). */
  ticket(): Promise<string>;
  open(url: string): EventSource;
  /** Waits before the next attempt; grows 1 s, 2 s, 4 s … up to 30 s. */
  wait(ms: number, then: () => void): () => void;
}

const browserSources: LiveEventSources = {
  ticket: async () => (await api.request(eventEndpoints.ticket, {})).data.ticket,
  open: (url) => new EventSource(url),
  wait: (ms, then) => {
    const timer = setTimeout(then, ms);
    return () => clearTimeout(timer);
  },
};

const MAX_BACKOFF_MS = 30_000;

/**
 * Listens to the signed-in user's live events (GET /api/events). An EventSource cannot send the
 * bearer token, so each connection gets a fresh short-lived ticket; a lost connection is reopened
 * with a new ticket after a growing pause. `onOpened` says events before it may have been missed.
 * Returns the function that stops listening.
 */
export function subscribeLiveEvents(handlers: LiveEventHandlers, sources = browserSources): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let cancelWait: (() => void) | null = null;
  let failures = 0;

  const retryLater = () => {
    if (stopped) return;
    const delay = Math.min(1000 * 2 ** failures, MAX_BACKOFF_MS);
    failures += 1;
    cancelWait = sources.wait(delay, connect);
  };

  function connect() {
    cancelWait = null;
    sources.ticket().then((ticket) => {
      if (stopped) return;
      const url = `${eventEndpoints.stream.path}?${new URLSearchParams({ ticket })}`;
      const opened = sources.open(url);
      source = opened;
      opened.onopen = () => {
        failures = 0;
        handlers.onOpened();
      };
      // The ticket is spent once used, so the browser's own reconnection cannot work: start over.
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        retryLater();
      };
      for (const name of Object.keys(liveEventSchemas) as LiveEventName[]) {
        opened.addEventListener(name, (message) => {
          const parsed = liveEventSchemas[name].safeParse(JSON.parse((message as MessageEvent<string>).data));
          if (parsed.success) handlers.onEvent({ event: name, data: parsed.data } as LiveEvent);
        });
      }
    }, retryLater);
  }

  connect();
  return () => {
    stopped = true;
    cancelWait?.();
    source?.close();
  };
}
