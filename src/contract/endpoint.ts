import type { input, output, ZodObject, ZodType } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One API call, declared once: the server builds its route (validation, auth, OpenAPI) from it and
 * the web client its typed request, so the two cannot drift.
 */
export interface Endpoint {
  method: HttpMethod;
  /** One line for the API documentation. */
  summary: string;
  /** The documentation group; set by `endpoints`. */
  tag?: string;
  /** OpenAPI style: `/api/texts/{workspaceId}/list`. */
  path: string;
  /** Anyone may call it; every other endpoint needs a signed-in user. */
  public?: true;
  params?: ZodObject;
  query?: ZodObject;
  body?: ZodType;
  /** The body is multipart/form-data with one file in this field, streamed by the server. */
  multipartFile?: string;
  /** The envelope's `data`; absent when the reply is not JSON (a download, an event stream). */
  data?: ZodType;
  /** The success status; 200 unless it creates something. */
  status?: 200 | 201;
}

/** Declares a group of endpoints under one documentation tag, keeping their literal types. */
export function endpoints<const G extends Record<string, Endpoint>>(tag: string, group: G): G {
  for (const definition of Object.values(group)) definition.tag = tag;
  return group;
}

/** What a successful call's envelope carries in `data`. */
export type EndpointData<E extends Endpoint> = E['data'] extends ZodType ? output<E['data']> : never;

type Part<S, Key extends string> = S extends ZodType ? { [K in Key]: input<S> } : { [K in Key]?: never };

/** What a caller supplies: path parameters, query and body, each only when the endpoint has one. */
export type EndpointArgs<E extends Endpoint> = Part<E['params'], 'params'> &
  (E['query'] extends ZodType ? { query?: input<E['query']> } : { query?: never }) &
  Part<E['body'], 'body'>;

/** The path with its `{name}` parameters filled in, each URI-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
