import { ApiError } from '../../reply.ts';

/** A statement refused before it reaches the database; the message says why. */
export class UnsafeQuery extends ApiError {
  constructor(readonly reason: string) {
    super(400, `This query cannot run: ${reason} Only a single read-only SELECT is allowed.`);
  }
}
