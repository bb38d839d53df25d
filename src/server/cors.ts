import { createMiddleware } from 'hono/factory';

const ALLOW_HEADERS = 'Content-Type, Authorization, biz, X-Biz-Id';
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * CORS for any origin (bearer tokens, no cookies). Headers are set before the handler runs so
 * the response is built once; preflights are answered here.
 */
export const cors = createMiddleware(async (c, next) => {
  const origin = c.req.header('Origin');
  if (origin) {
    c.header('Access-Control-Allow-Origin', '*');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
  }
  await next();
});
