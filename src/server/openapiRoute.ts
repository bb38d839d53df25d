import type { ZodType } from 'zod';

/** The request body part of a route: JSON validated by, and documented from, `schema`. */
export const jsonBody = <T extends ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/** Shared route metadata; every reply is the envelope `{ success, errorLevel, message, code, data }`. */
export function routeMeta(spec: {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tags: string[];
  summary: string;
  secured?: boolean;
}) {
  return {
    ...spec,
    security: spec.secured === false ? [] : [{ bearer: [] }],
    responses: {
      200: { description: 'Envelope with `success: true`' },
      400: { description: 'Envelope: validation failure, with `data.fields`' },
      401: { description: 'Envelope: missing or invalid token (secured routes)' },
      404: { description: 'Envelope: no such resource for this user' },
    },
  };
}
