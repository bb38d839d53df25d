import type { ReactNode } from 'react';
import { ConsoleNotFound } from '../ui/ConsoleNotFound.tsx';
import { notice } from '../ui/controls.css.ts';
import * as s from './Devops.css.ts';
import type { StoreRead } from './useStoreRead.ts';

/**
 * A devops page about one stored record (a host, a pipeline): loading, the store's failure,
 * '{Noun} Not Found' with the way back, or the record itself.
 */
export function StoredRecordPage<T>({
  read,
  noun,
  id,
  back,
  children,
}: {
  read: StoreRead<T | null>;
  noun: 'Host' | 'Pipeline';
  id: string;
  back: { href: string; label: string };
  children: (record: T) => ReactNode;
}) {
  const lower = noun.toLowerCase();
  if (read.state === 'loading') return <p aria-live="polite">Loading {lower}…</p>;
  if (read.state === 'failed')
    return (
      <p className={notice.error} role="alert">
        {read.message}
      </p>
    );
  if (!read.value)
    return (
      <ConsoleNotFound title={`${noun} Not Found`} back={back}>
        The {lower} with ID "{id}" could not be found.
      </ConsoleNotFound>
    );
  return children(read.value);
}

/** A record's facts as a card of names and values; a live fact is announced when it changes. */
export function FactList({
  facts,
}: {
  facts: readonly { name: string; value: ReactNode; live?: boolean }[];
}) {
  return (
    <dl className={`${s.card} ${s.facts}`}>
      {facts.map((f) => [
        <dt key={`${f.name}-name`} className={s.factName}>
          {f.name}
        </dt>,
        <dd key={`${f.name}-value`} className={s.factValue} aria-live={f.live ? 'polite' : undefined}>
          {f.value}
        </dd>,
      ])}
    </dl>
  );
}
