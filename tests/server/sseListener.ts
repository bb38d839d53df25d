/** One event read from a server-sent event stream. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * Opens a server-sent event stream with fetch and collects its events until closed. `status` is the
 * HTTP status; on anything but 200 no events are read.
 */
export async function listen(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  let connected = false;
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (block.startsWith(': connected')) connected = true;
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
          }
        }
      } catch {
        // closed by the test or the server
      }
      ended = true;
    })();
  } else {
    await res.body?.cancel();
  }
  return {
    status: res.status,
    events,
    /** True once the server said the stream is open (so later events will reach it). */
    connected: () => connected,
    /** True once the stream is over, closed by either side. */
    ended: () => ended,
    close: () => controller.abort(),
  };
}
