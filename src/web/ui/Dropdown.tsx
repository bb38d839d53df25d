import { type ReactNode, useId } from 'react';
import * as s from './Dropdown.css.ts';
import { useDisclosure } from './useDisclosure.ts';

export { item as dropdownItem } from './Dropdown.css.ts';

/**
 * A button that opens a small list below it (disclosure pattern): Escape, a click outside and
 * choosing an item close it. `children` gets `close` so an item can close the list when used.
 */
export function Dropdown({
  label,
  buttonClassName,
  buttonLabel,
  listLabel,
  align = 'start',
  children,
}: {
  label: ReactNode;
  buttonClassName: string;
  /** An accessible name for the button when its text alone is not enough. */
  buttonLabel?: string;
  listLabel?: string;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
}) {
  const menu = useDisclosure<HTMLDivElement>();
  const listId = useId();
  return (
    <div className={s.wrap} ref={menu.ref}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={menu.open}
        aria-controls={menu.open ? listId : undefined}
        aria-label={buttonLabel}
        onClick={menu.toggle}
      >
        {label}
        {/* With a name of its own the caret stays out of it, so the visible text matches the name. */}
        {buttonLabel ? <span aria-hidden="true"> ▾</span> : ' ▾'}
      </button>
      {menu.open && (
        <ul
          id={listId}
          className={align === 'end' ? `${s.panel} ${s.panelEnd}` : s.panel}
          aria-label={listLabel}
        >
          {children(menu.close)}
        </ul>
      )}
    </div>
  );
}
