import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as s from './Accordion.css.ts';
import { Icon } from './Icon.tsx';
import { chevronDown } from './iconPaths.ts';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The heading level of each panel title, so the page outline stays in order. */
  headingLevel: 2 | 3 | 4;
  /** The panel open at first; `null` starts with all closed. */
  initiallyOpen?: number | null;
}

const focusKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Panels under heading buttons; opening one closes the other (WAI-ARIA accordion pattern). */
export function Accordion({ items, headingLevel, initiallyOpen = 0 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!focusKeys.includes(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (index + 1) % items.length
            : (index - 1 + items.length) % items.length;
    buttons.current[target]?.focus();
  };

  return (
    <div className={s.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title} className={s.item}>
            <Heading className={s.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className={s.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.title}</span>
                <span className={expanded ? s.chevronOpen : s.chevron}>
                  <Icon path={chevronDown} size={20} />
                </span>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className={s.panel} hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
