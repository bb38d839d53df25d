import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { type ZodObject, type ZodType, z } from 'zod';
import type { Endpoint } from '../contract/endpoint.ts';
import type { AppEnv } from './env.ts';
import { registerStreamedBodyRoute } from './requestBody.ts';
import { requireUser } from './requireUser.ts';

/** The envelope of every JSON reply, with `data` of the given schema. */
const envelopeOf = <T extends ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    errorLevel: z.enum(['info', 'warn', 'error']),
    message: z.string(),
    code: z.number(),
    data,
  });

const failureEnvelope = envelopeOf(z.object({ fields: z.record(z.string(), z.string()) }).nullable()).meta({
  id: 'Failure',
});
const failureReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: failureEnvelope } },
});

type SuccessStatus<E extends Endpoint> = E['status'] extends 201 ? 201 : 200;

type SuccessReply<E extends Endpoint> = E['data'] extends ZodType
  ? {
      description: string;
      content: { 'application/json': { schema: ReturnType<typeof envelopeOf<E['data']>> } };
    }
  : { description: string };

type Responses<E extends Endpoint> = { [S in SuccessStatus<E>]: SuccessReply<E> } & {
  400: ReturnType<typeof failureReply>;
  401: ReturnType<typeof failureReply>;
  404: ReturnType<typeof failureReply>;
};

type Request<E extends Endpoint> = (E extends { params: infer P extends ZodObject }
  ? { params: P }
  : object) &
  (E extends { query: infer Q extends ZodObject } ? { query: Q } : object) &
  (E extends { body: infer B extends ZodType }
    ? { body: { content: { 'application/json': { schema: B } }; required: true } }
    : object);

/** The route config with the literal types the framework derives handler types from. */
export type ApiRouteConfig<E extends Endpoint> = {
  method: E['method'];
  path: E['path'];
  tags: string[];
  summary: string;
  security: { bearer: string[] }[];
  middleware: MiddlewareHandler<AppEnv>[];
  request: Request<E>;
  responses: Responses<E>;
};

/** Documented only: a zod schema here would make the framework read the whole upload itself. */
const multipartBody = (field: string) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { [field]: { type: 'string' as const, format: 'binary' } },
        required: [field],
      },
    },
  },
  required: true,
});

/**
 * The route of an endpoint declared in src/contract: its validation, its reply schema (so the
 * handler's reply is type-checked against the contract) and its access. Private unless the
 * endpoint says `public: true`; the same flag sets the OpenAPI security.
 */
export function apiRoute<const E extends Endpoint>(endpoint: E) {
  const status = endpoint.status ?? 200;
  const success = endpoint.data
    ? {
        description: 'Envelope with `success: true`',
        content: { 'application/json': { schema: envelopeOf(endpoint.data) } },
      }
    : { description: 'The raw bytes or stream' };
  const body = endpoint.body
    ? { content: { 'application/json': { schema: endpoint.body } }, required: true as const }
    : endpoint.multipartFile
      ? multipartBody(endpoint.multipartFile)
      : undefined;
  if (endpoint.multipartFile) registerStreamedBodyRoute(endpoint.method, endpoint.path);
  const route = createRoute({
    method: endpoint.method,
    path: endpoint.path,
    tags: endpoint.tag ? [endpoint.tag] : [],
    summary: endpoint.summary,
    security: endpoint.public ? [] : [{ bearer: [] }],
    middleware: endpoint.public ? [] : [requireUser],
    request: { params: endpoint.params, query: endpoint.query, body },
    responses: {
      [status]: success,
      400: failureReply('Validation failure, with `data.fields`'),
      401: failureReply('Missing or invalid token'),
      404: failureReply('No such resource for this user'),
    },
  });
  return route as unknown as ApiRouteConfig<E>;
}
