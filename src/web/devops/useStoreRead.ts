import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { storeReadMachine } from '../../../machines/storeRead.machine.ts';
import { inspect } from '../inspector.ts';

export type StoreRead<T> =
  | { state: 'loading' }
  | { state: 'loaded'; value: T }
  | { state: 'failed'; message: string };

/**
 * The answer of one store read, run by the storeRead machine: read again whenever `key` (what
 * the read depends on, such as the project and an id) changes, showing loading, never the
 * answer for the old key.
 */
export function useStoreRead<T>(read: () => Promise<T>, key: string): StoreRead<T> {
  const latestRead = useRef(read);
  latestRead.current = read;
  const [machine] = useState(() =>
    storeReadMachine.provide({
      actors: { read: fromPromise<unknown, { key: string }>(() => latestRead.current()) },
    }),
  );
  const [snap, send] = useActor(machine, { input: { key }, inspect });
  useEffect(() => {
    send({ type: 'read.key', key });
  }, [key, send]);
  // Until the machine has taken a new key, what it holds belongs to the old one.
  if (snap.context.key !== key || snap.matches('loading')) return { state: 'loading' };
  if (snap.matches('failed')) return { state: 'failed', message: snap.context.failure ?? '' };
  return { state: 'loaded', value: snap.context.value as T };
}
