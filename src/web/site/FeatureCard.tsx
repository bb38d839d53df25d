import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon.tsx';
import * as p from './Page.css.ts';

interface FeatureCardProps {
  icon: string;
  title: string;
  /** The description: a card always says what its title means. */
  children: ReactNode;
  /** The title's heading level under the section it sits in. */
  level?: 3 | 4;
}

/** One card of a feature grid; render inside a `<ul className={grid}>`. */
export function FeatureCard({ icon, title, children, level = 3 }: FeatureCardProps) {
  const Title = `h${level}` as const;
  return (
    <li className={p.card}>
      <span className={p.iconBadge}>
        <Icon path={icon} />
      </span>
      <Title className={p.cardTitle}>{title}</Title>
      <p className={p.cardText}>{children}</p>
    </li>
  );
}
