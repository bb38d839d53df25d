import { type SelectHTMLAttributes, useId } from 'react';
import * as c from './controls.css.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  options: readonly string[] | readonly { value: string; label: string }[];
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled native select; its error is announced and tied to it like TextField's. */
export function SelectField({ label, options, error, onValue, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={c.field}>
      <label htmlFor={id} className={c.label}>
        {label}
      </label>
      <select
        id={id}
        className={c.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      >
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={errorId} className={c.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
