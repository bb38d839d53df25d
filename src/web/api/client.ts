import { FetchError, ofetch } from 'ofetch';
import {
  type Endpoint,
  type EndpointArgs,
  type EndpointData,
  endpointPath,
} from '../../contract/endpoint.ts';
import type { Envelope } from '../../contract/envelope.ts';

/** The product id every call carries in `X-Biz-Id`. */
export const BIZ_ID = 'ai-platform';

/** A rejected call, with the code and message of the error catalogue (spec §8). */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const NETWORK_ERROR = 'Network error. Please check your connection.';

export interface ApiClientOptions {
  baseURL?: string;
  timeout: number;
  getToken(): string | null;
  /** A 401 on a call made with the token: the session is over. */
  onUnauthorized(): void;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sign-in and registration go without the bearer token. */
  skipAuth?: boolean;
  signal?: AbortSignal;
}

interface NestedResult {
  success?: boolean;
  code?: number;
  message?: string;
}

function unwrap<T>(body: Envelope<T> | undefined): Envelope<T> {
  if (!body || body.success === false) {
    throw new ApiFailure(body?.code ?? 500, body?.message || 'Gateway error', body?.data);
  }
  const nested = body.data as NestedResult | null;
  if (nested && typeof nested === 'object' && nested.success === false) {
    throw new ApiFailure(nested.code ?? body.code, nested.message || 'Nested error', nested);
  }
  return body;
}

export type ApiCall = <T>(path: string, options?: CallOptions) => Promise<Envelope<T>>;

export function createApiClient(options: ApiClientOptions) {
  const $fetch = ofetch.create({ baseURL: options.baseURL ?? '', timeout: options.timeout, retry: 0 });

  function headersFor(skipAuth: boolean | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      biz: 'index',
      'X-Biz-Id': BIZ_ID,
    };
    const token = skipAuth ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /** Resolves with the envelope of a successful call; rejects with an ApiFailure. */
  async function call<T>(path: string, { method = 'GET', body, query, skipAuth, signal }: CallOptions = {}) {
    let reply: Envelope<T>;
    try {
      reply = await $fetch<Envelope<T>>(path, {
        method,
        body: body as BodyInit,
        query,
        signal,
        headers: headersFor(skipAuth),
      });
    } catch (error) {
      const response = error instanceof FetchError ? error.response : undefined;
      if (!response) throw new ApiFailure(0, NETWORK_ERROR, error);
      if (response.status === 401 && !skipAuth) options.onUnauthorized();
      const data = (error as FetchError<Envelope<unknown>>).data;
      throw new ApiFailure(response.status, data?.message || 'Server error occurred', data?.data);
    }
    return unwrap(reply);
  }

  /**
   * Calls an endpoint declared in src/contract: its path, verb and access come from the same
   * declaration the server's route is built from.
   */
  function request<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, signal?: AbortSignal) {
    const { params, query, body } = args as {
      params?: Record<string, unknown>;
      query?: Record<string, string | number>;
      body?: unknown;
    };
    return call<EndpointData<E>>(endpointPath(endpoint.path, params), {
      method: endpoint.method.toUpperCase() as CallOptions['method'],
      body,
      query,
      skipAuth: endpoint.public,
      signal,
    });
  }

  /** For calls made outside ofetch (uploads with progress): a 401 ends the session the same way. */
  const reportUnauthorized = () => options.onUnauthorized();

  return { call, request, headersFor, reportUnauthorized };
}
export type ApiClient = ReturnType<typeof createApiClient>;
