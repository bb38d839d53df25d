const API_PREFIXES = ['/api/', '/uc/', '/auth/'];
/** The API's one HTML page (the human-readable reference); every other API reply is JSON or a stream. */
export const API_DOCS_PATH = '/api/docs';

/** A path the API answers; every other path is the web app's. */
export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api';
