export type CallPriority = 'query' | 'index';

/**
 * One call at a time to `send` (a worker that computes one request after another), the waiting
 * calls ordered by priority: a question's call goes before every waiting indexing call, so it
 * waits at most for the one call under way. Calls of one priority keep their order.
 */
export function priorityCalls<Req, Res>(send: (request: Req) => Promise<Res>) {
  const waiting: Record<CallPriority, Array<() => void>> = { query: [], index: [] };
  let busy = false;

  function next() {
    const start = waiting.query.shift() ?? waiting.index.shift();
    busy = start !== undefined;
    start?.();
  }

  return {
    call(request: Req, priority: CallPriority = 'index'): Promise<Res> {
      return new Promise<Res>((resolve, reject) => {
        const start = () => {
          new Promise<Res>((sent) => sent(send(request))).then(resolve, reject).finally(next);
        };
        if (busy) waiting[priority].push(start);
        else {
          busy = true;
          start();
        }
      });
    },
    /** Calls waiting for their turn (not the one under way). */
    get waiting() {
      return waiting.query.length + waiting.index.length;
    },
  };
}
