import { baseURL } from './browser.ts';

/** Calls the API of the server under test as the user of `token`; the envelope's data, or an error naming the call. */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(baseURL() + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await reply.json()) as { success: boolean; data: T; message: string };
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}
