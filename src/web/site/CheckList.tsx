import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon.tsx';
import * as p from './Page.css.ts';

const check = 'M5 12l5 5L20 7';

/** A list whose items each start with a check mark. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className={p.checkList}>
      {items.map((item, i) => (
        // The items are fixed copy; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={i} className={p.checkItem}>
          <span className={p.checkMark}>
            <Icon path={check} size={20} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
