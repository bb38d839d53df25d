/** Pages that make no sense to return to after signing in. */
const NOT_RETURNED_TO = new Set(['/signin', '/signup']);

/**
 * The page to return to after signing in, when `next` names one of this site's own pages: a path
 * starting with a single `/`, no backslash (browsers read `/\evil` as `//evil`), no control
 * characters, not the sign-in or sign-up page. Anything else (`//evil`, `https://…`,
 * `javascript:…`) gives null.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, 'https://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.invalid' || NOT_RETURNED_TO.has(url.pathname.replace(/\/+$/, '')))
    return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page's address that returns to `path` afterwards. */
export function signInReturningTo(path: string): string {
  const next = returnPath(path);
  return next && next !== '/' ? `/signin?next=${encodeURIComponent(next)}` : '/signin';
}
