import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { allowedSiteMessages, checkOrigin } from '../../contract/allowedSite.ts';
import { ApiError } from '../reply.ts';
import { allowFramingBy } from '../securityHeaders.ts';
import type { AllowedSiteService } from '../services/allowedSites.ts';
import { isAppId } from '../services/chatConfig.ts';

type OriginsForApp = AllowedSiteService['originsForApp'];

/**
 * `/chat/{appId}`: with allowed sites, only they may frame the chat page (CSP frame-ancestors,
 * enforced by the browser). This is what guards the widget: the framed page itself calls the chat
 * API from this server's own origin, so its calls carry our Origin, not the embedding site's.
 */
export const chatFramingPolicy = (originsForApp: OriginsForApp): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    const appId = c.req.param('appId');
    if (c.req.method === 'GET' && appId && isAppId(appId)) {
      const origins = await originsForApp(appId);
      if (origins.length > 0) allowFramingBy(c, origins);
    }
    await next();
  });

/**
 * A browser request from this server's own pages (the chat window, framed or not). Browsers set
 * Sec-Fetch-Site and Origin themselves; a page's script can change neither.
 */
function fromOwnOrigin(c: Context, origin: string): boolean {
  if (c.req.header('Sec-Fetch-Site') === 'same-origin') return true;
  const host = c.req.header('Host');
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host.toLowerCase();
}

/**
 * `/api/chat/{appId}/...`: with allowed sites, a browser call from another site's script (its
 * Origin not among them) gets 403. Calls from our own origin (the chat window) pass, as do calls
 * without an Origin: those come from servers and tools, which could send any Origin they liked,
 * so refusing them would protect nothing.
 */
export const chatOriginGuard = (originsForApp: OriginsForApp): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    const appId = c.req.param('appId');
    const origin = c.req.header('Origin');
    if (origin === undefined || !appId || !isAppId(appId) || fromOwnOrigin(c, origin)) return next();
    const allowed = await originsForApp(appId);
    const normalised = checkOrigin(origin).origin;
    if (allowed.length > 0 && (normalised === undefined || !allowed.includes(normalised))) {
      throw new ApiError(403, allowedSiteMessages.refused);
    }
    await next();
  });
