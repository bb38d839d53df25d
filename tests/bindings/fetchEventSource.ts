import { readEventStream } from '../../src/web/chat/eventStream.ts';

/**
 * The part of the browser's EventSource the app uses (onopen, onerror, named events, close), over
 * fetch and the app's own event-stream reader: jsdom has none, and Node's cannot dispatch jsdom's
 * events. It does not reconnect by itself, which the app never relies on (each ticket is one-use).
 */
export class FetchEventSource extends EventTarget {
  /** Every source the app opened, newest last. */
  static readonly opened: FetchEventSource[] = [];
  /** True while the server holds the stream open. */
  open = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;
  private readonly controller = new AbortController();

  constructor(url: string | URL) {
    super();
    this.url = new URL(url, location.href).toString();
    FetchEventSource.opened.push(this);
    void this.run();
  }

  private async run() {
    try {
      const res = await fetch(this.url, {
        headers: { Accept: 'text/event-stream' },
        signal: this.controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`status ${res.status}`);
      this.open = true;
      this.onopen?.(new Event('open'));
      for await (const { event, data } of readEventStream(res.body)) {
        this.dispatchEvent(new MessageEvent(event, { data }));
      }
      throw new Error('the stream ended');
    } catch {
      this.open = false;
      if (!this.controller.signal.aborted) this.onerror?.(new Event('error'));
    }
  }

  close() {
    this.open = false;
    this.controller.abort();
  }
}
