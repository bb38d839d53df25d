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
  /**
   * A call made with `token` was refused with 401. Resolve true when the session was renewed
   * and the call should be sent once more; `final` when that second try was refused too.
   */
  onUnauthorized(token: string | null, final: boolean): boolean | Promise<boolean>;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sign-in and registration go without the bearer token. */
  skipAuth?: boolean;
  /** Sends this token instead of the session's; a 401 is then the caller's to handle. */
  token?: string;
  signal?: AbortSignal;
}

/** Extra options of a typed request; an AbortSignal alone is accepted too. */
export interface RequestOptions {
  signal?: AbortSignal;
  token?: string;
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

  const tokenFor = (skipAuth: boolean | undefined, token?: string) =>
    skipAuth ? null : (token ?? options.getToken());

  function headersFor(skipAuth: boolean | undefined, token?: string): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      biz: 'index',
      'X-Biz-Id': BIZ_ID,
    };
    const bearer = tokenFor(skipAuth, token);
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    return headers;
  }

  async function send<T>(path: string, callOptions: CallOptions, retried: boolean): Promise<Envelope<T>> {
    const { method = 'GET', body, query, skipAuth, token, signal } = callOptions;
    const bearer = tokenFor(skipAuth, token);
    let reply: Envelope<T>;
    try {
      reply = await $fetch<Envelope<T>>(path, {
        method,
        body: body as BodyInit,
        query,
        signal,
        headers: headersFor(skipAuth, token),
      });
    } catch (error) {
      const response = error instanceof FetchError ? error.response : undefined;
      if (!response) throw new ApiFailure(0, NETWORK_ERROR, error);
      if (response.status === 401 && !skipAuth && token === undefined) {
        const retry = await options.onUnauthorized(bearer, retried);
        if (retry === true && !retried) return send<T>(path, callOptions, true);
      }
      const data = (error as FetchError<Envelope<unknown>>).data;
      throw new ApiFailure(response.status, data?.message || 'Server error occurred', data?.data);
    }
    return unwrap(reply);
  }

  /**
   * Resolves with the envelope of a successful call; rejects with an ApiFailure. A 401 asks the
   * session for a refresh once and, when it got one, sends the call again with the new token.
   */
  function call<T>(path: string, callOptions: CallOptions = {}) {
    return send<T>(path, callOptions, false);
  }

  /**
   * Calls an endpoint declared in src/contract: its path, verb and access come from the same
   * declaration the server's route is built from.
   */
  function request<E extends Endpoint>(
    endpoint: E,
    args: EndpointArgs<E>,
    requestOptions?: AbortSignal | RequestOptions,
  ) {
    const { signal, token } =
      requestOptions && 'aborted' in requestOptions
        ? { signal: requestOptions, token: undefined }
        : (requestOptions ?? {});
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
      token,
      signal,
    });
  }

  /** For calls made outside ofetch (uploads with progress): a 401 asks the session to refresh. */
  const reportUnauthorized = (token: string | null = options.getToken()) => {
    void options.onUnauthorized(token, false);
  };

  /**
   * For calls made outside ofetch that can be sent again (downloads): the call sent with `token`
   * was refused with 401. Resolves true when the session renewed it, so the call may go once more;
   * `final` when that second try was refused too.
   */
  const renewAfterUnauthorized = async (token: string | null, final: boolean) =>
    (await options.onUnauthorized(token, final)) === true && !final;

  return {
    call,
    request,
    headersFor,
    getToken: () => options.getToken(),
    reportUnauthorized,
    renewAfterUnauthorized,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
