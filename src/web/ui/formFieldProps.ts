import { type FormState, printedErrors } from '../../../machines/formFields.ts';

/**
 * The value, error and change handler of each field of a machine-held form, for TextField and
 * TextAreaField: a message shared by several fields prints once, the others are marked invalid.
 */
export function formFieldProps<F extends string>(
  form: FormState<F>,
  fields: readonly F[],
  onChange: (field: F, value: string) => void,
) {
  const printed = printedErrors(form.errors, fields);
  return (field: F) => ({
    value: form.values[field],
    error: printed[field],
    invalid: form.errors[field] !== undefined,
    onValue: (value: string) => onChange(field, value),
  });
}
