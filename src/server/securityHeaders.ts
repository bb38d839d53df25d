import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

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
 * Content-Security-Policy, frame, referrer and sniffing headers on every reply (Hono's
 * secureHeaders). `/chat/{appId}` may be framed by any site unless its route narrows that with
 * `allowFramingBy`; `/widget.js` may be loaded by any site.
 */
export const securityHeaders: MiddlewareHandler = createMiddleware((c, next) => {
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
