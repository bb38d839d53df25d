import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs every statement synchronously on this thread, one at a time behind a queue handed
 * on in microtasks: under load a backlog of statements drains without a break, and meanwhile no
 * request is read and no reply leaves (the event loop stood still for seconds at 200
 * connections). Here each statement, and each transaction as a whole, waits for its turn and
 * starts on a fresh turn of the event loop, so sockets are served between statements and the
 * longest stall is one statement or one transaction.
 */
export function takeTurns(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = previous.then(nextTurn).then(() => run(...args));
      previous = result.catch(() => undefined);
      return result;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  return client;
}
