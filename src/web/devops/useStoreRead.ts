import { useEffect, useRef, useState } from 'react';

export type StoreRead<T> =
  | { state: 'loading' }
  | { state: 'loaded'; value: T }
  | { state: 'failed'; message: string };

/**
 * The answer of one store read, read again whenever `key` (what the read depends on, such as
 * the project and an id) changes; an answer that arrives after a newer read started is dropped.
 */
export function useStoreRead<T>(read: () => Promise<T>, key: string): StoreRead<T> {
  const [result, setResult] = useState<StoreRead<T>>({ state: 'loading' });
  const latestRead = useRef(read);
  latestRead.current = read;
  useEffect(() => {
    let current = true;
    void key;
    latestRead.current().then(
      (value) => current && setResult({ state: 'loaded', value }),
      (error: unknown) =>
        current && setResult({ state: 'failed', message: (error as Error)?.message || 'Failed to load.' }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return result;
}
