import type { ReactNode } from 'react';
import * as s from './EmptyState.css.ts';
import { Icon } from './Icon.tsx';

/** What a list or section shows while it has nothing: what this is and the next thing to do. */
export function EmptyState({
  icon,
  title,
  headingLevel = 2,
  children,
  action,
}: {
  icon: string;
  title: string;
  headingLevel?: 1 | 2 | 3;
  children: ReactNode;
  action?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={s.empty}>
      <span className={s.icon}>
        <Icon path={icon} size={24} />
      </span>
      <Heading className={s.title}>{title}</Heading>
      <p className={s.text}>{children}</p>
      {action && <div className={s.action}>{action}</div>}
    </div>
  );
}
