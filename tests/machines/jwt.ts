/** An unsigned JWT-shaped token carrying `exp` (machines only read claims; they never verify). */
export function fakeToken(expSecondsFromNow: number | null, now = Date.now()): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims =
    expSecondsFromNow === null
      ? { sub: 'u1' }
      : { sub: 'u1', exp: Math.floor(now / 1000) + expSecondsFromNow };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}
