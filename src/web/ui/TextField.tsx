import { type InputHTMLAttributes, useId, useState } from 'react';
import * as c from './controls.css.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string;
  /** Marks the field invalid without printing a message (another field prints it). */
  invalid?: boolean;
  onValue: (value: string) => void;
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean;
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function TextField({
  label,
  error,
  invalid,
  onValue,
  revealable,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={c.field}>
      <label htmlFor={id} className={c.label}>
        {label}
      </label>
      <div className={c.inputRow}>
        <input
          id={id}
          className={c.input}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onValue(e.target.value)}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className={c.button.secondary}
            aria-pressed={shown}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={c.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
