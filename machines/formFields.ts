import type { ZodType } from 'zod';

/** Values and shown errors of a small form; errors show on blur or submit and clear on edit. */
export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
}

/** Every field's first problem according to `schema`. */
export function validateAll<F extends string>(
  schema: ZodType,
  values: Record<F, string>,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function changeField<F extends string>(state: FormState<F>, field: F, value: string): FormState<F> {
  const { [field]: _cleared, ...errors } = state.errors;
  return { values: { ...state.values, [field]: value }, errors: errors as Partial<Record<F, string>> };
}

export function blurField<F extends string>(state: FormState<F>, field: F, schema: ZodType): FormState<F> {
  const error = validateAll(schema, state.values)[field];
  const { [field]: _previous, ...rest } = state.errors;
  return {
    values: state.values,
    errors: (error ? { ...rest, [field]: error } : rest) as Partial<Record<F, string>>,
  };
}

/** Submit is offered only while every field is filled and no error shows (spec §5). */
export const isComplete = <F extends string>(state: FormState<F>) =>
  Object.values<string>(state.values).every((v) => v.length > 0) && Object.keys(state.errors).length === 0;

export const isValid = <F extends string>(schema: ZodType, state: FormState<F>) =>
  Object.keys(validateAll(schema, state.values)).length === 0;

/**
 * The errors to print, each distinct message once, beside the first field (in `fields` order)
 * that has it: a sentence naming several fields ('Name and Content cannot be empty.') shows once.
 * The other fields with that message are still invalid (`errors` says so).
 */
export function printedErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const printed: Partial<Record<F, string>> = {};
  const seen = new Set<string>();
  for (const field of fields) {
    const message = errors[field];
    if (message === undefined || seen.has(message)) continue;
    seen.add(message);
    printed[field] = message;
  }
  return printed;
}
