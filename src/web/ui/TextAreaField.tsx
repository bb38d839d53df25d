import { type TextareaHTMLAttributes, useId } from 'react';
import * as c from './controls.css.ts';
import * as s from './TextAreaField.css.ts';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  error?: string;
  /** Marks the field invalid without printing a message (another field prints it). */
  invalid?: boolean;
  onValue: (value: string) => void;
}

/** A labelled multi-line input whose error is announced and tied to it by aria-describedby. */
export function TextAreaField({ label, error, invalid, onValue, rows = 6, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={c.field}>
      <label htmlFor={id} className={c.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${c.input} ${s.textarea}`}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      />
      {error && (
        <p id={errorId} className={c.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
