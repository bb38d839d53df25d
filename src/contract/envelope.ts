/** The body of every API reply (api-contract.md, 'Every reply'). */
export type ErrorLevel = 'info' | 'warn' | 'error';

export interface Envelope<T = unknown> {
  success: boolean;
  errorLevel: ErrorLevel;
  message: string;
  code: number;
  data: T;
}

export interface FieldErrors {
  fields: Record<string, string>;
}
