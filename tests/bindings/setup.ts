import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, inject } from 'vitest';

// The page is served from the real test server, so the bindings' relative paths and the upload's
// XMLHttpRequest reach it the way they reach the server in the browser.
const origin = inject('apiOrigin');
(globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
  url: `${origin}/`,
});
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' ? new URL(input, location.href) : input, init);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
