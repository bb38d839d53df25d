// What the browser benches share: the production build's files, their gzipped weight, Debian's
// Chromium, and JSON calls to the server they start.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/browser.ts';

export const webRoot = join(import.meta.dirname, '..', 'dist', 'web');

/** Gzipped size in KB of a file of the build, by its URL path. */
export const gzipKb = (pathname: string) => gzipSync(readFileSync(join(webRoot, pathname))).length / 1024;

export const roundKb = (kb: number) => Math.round(kb * 10) / 10;

export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** JSON in and out against `baseUrl`, with a bearer token when given. */
export function jsonCaller(baseUrl: string) {
  return async (path: string, method: string, body?: unknown, token?: string) =>
    (
      await fetch(baseUrl + path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();
}
