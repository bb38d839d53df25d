import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { page } from './consolePage.css.ts';
import { button } from './controls.css.ts';
import { EmptyState } from './EmptyState.tsx';
import { question } from './iconPaths.ts';

/**
 * What a console shows for an address it has no page at, or a record it does not hold: the page's
 * heading, what happened and the way back, in the look every console's empty states share.
 */
export function ConsoleNotFound({
  title,
  back,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={page}>
      <EmptyState
        icon={question}
        headingLevel={1}
        title={title}
        action={
          <Link href={back.href} className={button.primary}>
            {back.label}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </section>
  );
}
