import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { API_DOCS_PATH, isApiPath } from './apiPaths.ts';

type Policy = Record<string, string[]>;

/** The chat window the embed loader frames; every other page refuses to be framed. */
const FRAMEABLE_PAGE = /^\/chat\/[^/]+$/;
/** The embed loader itself is fetched by other sites' pages. */
const EMBED_SCRIPT = '/widget.js';

/** Scripts only from our own files: no inline script, no eval, nothing from elsewhere. */
const pagePolicy = (frameAncestors: string[]): Policy => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors,
});

const toHeader = (policy: Policy) =>
  Object.entries(policy)
    .map(
      ([directive, values]) =>
        `${directive.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');

const common = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: true,
  // A handler that sets its own policy (a download's sandbox, a chat window's allowed sites) keeps it.
  overwrite: false,
} as const;

const everywhere = secureHeaders({
  ...common,
  contentSecurityPolicy: pagePolicy(["'none'"]),
  xFrameOptions: 'DENY',
});
const frameable = secureHeaders({
  ...common,
  contentSecurityPolicy: pagePolicy(['*']),
  xFrameOptions: false,
});
const embedScript = secureHeaders({
  ...common,
  contentSecurityPolicy: pagePolicy(["'none'"]),
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'cross-origin',
});

/**
 * What matters for a JSON (or event-stream) reply: never sniffed into HTML, never run or framed
 * should it be opened as a document, not readable by other sites' no-cors loads, never kept by a
 * cache (replies are per user). Set before the handler so the reply is built once with them: a
 * page's full set on every small API reply cost a fifth of the API's throughput.
 */
const apiReply: MiddlewareHandler = createMiddleware((c, next) => {
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Resource-Policy', 'same-origin');
  c.header('Cache-Control', 'no-store');
  return next();
});

/**
 * Security headers on every reply. API replies get the short set above; a route that sets its own
 * (a download's sandbox policy, a stream's caching) keeps its own. Pages get Hono's secureHeaders:
 * Content-Security-Policy, frame, referrer, sniffing, HSTS and the rest. `/chat/{appId}` may be
 * framed by any site unless its route narrows that with `allowFramingBy`; `/widget.js` may be
 * loaded by any site.
 */
export const securityHeaders: MiddlewareHandler = createMiddleware((c, next) => {
  const { path } = c.req;
  if (isApiPath(path) && path !== API_DOCS_PATH) return apiReply(c, next);
  if (FRAMEABLE_PAGE.test(c.req.path)) return frameable(c, next);
  if (c.req.path === EMBED_SCRIPT) return embedScript(c, next);
  return everywhere(c, next);
});

/**
 * Lets only these origins frame the page being answered (a chat window restricted to the sites its
 * workspace allows). Call it from a middleware or handler of a frameable page.
 */
export function allowFramingBy(c: Context, origins: string[]) {
  c.header('Content-Security-Policy', toHeader(pagePolicy(origins.length ? origins : ["'none'"])));
}
