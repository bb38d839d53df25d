import { authEndpoints } from '../../src/contract/authEndpoints.ts';
import { createApiClient } from '../../src/web/api/client.ts';

/** A client that sends the given token, for setting up data outside the binding under test. */
export const clientWith = (token: string | null) =>
  createApiClient({ timeout: 10_000, getToken: () => token, onUnauthorized: () => false });

let counter = 0;

/** Registers a new user through the real API and signs in; returns the credentials and tokens. */
export async function newUser(password = 'Secret123') {
  const email = `bind${Date.now()}${counter++}@example.com`;
  const anonymous = clientWith(null);
  await anonymous.request(authEndpoints.register, { body: { email, password } });
  const grant = (await anonymous.request(authEndpoints.login, { body: { email, password } })).data;
  return { email, password, token: grant.result, refreshToken: grant.refreshToken };
}

/** An unsigned token shaped like a JWT whose `exp` has passed: the app sees it as expired. */
export function expiredToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
}
