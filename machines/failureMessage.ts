/** The message of a failed call (the server's sentence when it sent one), else `fallback`. */
export const failureMessage = (error: unknown, fallback: string) =>
  (error as Error | undefined)?.message || fallback;

/** The per-field messages a validation failure carries in the envelope's `data.fields`. */
export const fieldErrorsOf = <F extends string>(error: unknown): Partial<Record<F, string>> =>
  (error as { details?: { fields?: Partial<Record<F, string>> } } | undefined)?.details?.fields ?? {};
