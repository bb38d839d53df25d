import { z } from 'zod';

/** Limits and messages of a workspace's allowed sites (the web sites that may embed its chat). */
export const allowedSiteLimits = {
  /** Every allowed origin goes into one Content-Security-Policy header. */
  perWorkspace: 50,
  origin: 300,
} as const;

export const allowedSiteMessages = {
  originRequired: 'Site origin is required.',
  notAnOrigin: 'Enter the site as an origin, such as https://shop.example.com.',
  notHttp: 'A site origin must start with http:// or https://.',
  credentials: 'A site origin cannot hold a user name or password.',
  hasPath: 'Enter the origin only, without a path, query or fragment (https://shop.example.com).',
  wildcard: 'Enter each site’s exact host name; wildcards and other characters are not allowed.',
  tooLong: `A site origin must be at most ${allowedSiteLimits.origin} characters long.`,
  duplicate: (origin: string) => `${origin} is already an allowed site.`,
  tooMany: `A workspace can allow at most ${allowedSiteLimits.perWorkspace} sites.`,
  notFound: 'Allowed site not found.',
  refused: 'This site is not allowed to use this chat.',
} as const;

/** A host name (letters, digits, hyphens, dots; IDNs arrive in punycode) or a bracketed IPv6 address. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/;

export type OriginCheck = { origin: string; problem?: undefined } | { origin?: undefined; problem: string };

/**
 * The normalised origin of `input` (scheme and host in lower case, a default port dropped, an
 * IDN in punycode, a trailing `/` dropped), or why it is not an http(s) origin. This is the
 * form browsers send in `Origin` and CSP `frame-ancestors` matches.
 */
export function checkOrigin(input: string): OriginCheck {
  const text = input.trim();
  if (!text) return { problem: allowedSiteMessages.originRequired };
  if (text.length > allowedSiteLimits.origin) return { problem: allowedSiteMessages.tooLong };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return { problem: allowedSiteMessages.notHttp };
  if (!/^https?:\/\/[^/]/i.test(text) || !URL.canParse(text))
    return { problem: allowedSiteMessages.notAnOrigin };
  const url = new URL(text);
  if (url.username || url.password || /@/.test(text.split(/[/?#]/)[2] ?? '')) {
    return { problem: allowedSiteMessages.credentials };
  }
  if (url.pathname !== '/' || /[?#]/.test(text) || /^https?:\/\/[^/]+\/./i.test(text) || /\\/.test(text)) {
    return { problem: allowedSiteMessages.hasPath };
  }
  if (!HOST.test(url.hostname)) return { problem: allowedSiteMessages.wildcard };
  return { origin: url.origin };
}

/** The `origin` field: any text, checked and normalised by `checkOrigin`. */
const originField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? allowedSiteMessages.originRequired : 'Site origin must be text.',
  })
  .superRefine((value, ctx) => {
    const { problem } = checkOrigin(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .overwrite((value) => checkOrigin(value).origin ?? value)
  .meta({
    format: 'uri',
    description: 'An http(s) origin: scheme, host and optional port',
    example: 'https://shop.example.com',
  });

export const allowedSiteBody = z.object({ origin: originField });
export type AllowedSiteInput = z.infer<typeof allowedSiteBody>;

/** A web site allowed to embed a workspace's chat widget. */
export const allowedSiteSchema = z
  .object({ id: z.string(), origin: z.string(), gmtCreated: z.string() })
  .meta({ id: 'AllowedSite' });
export type AllowedSite = z.infer<typeof allowedSiteSchema>;
