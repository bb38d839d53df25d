import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';
import { listen } from './sseListener.ts';
import { databaseKinds, scratchPostgres } from './testServer.ts';

async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Well within "a few seconds"; streams have no other reason to end in this time. */
const ENDS_WITHIN_MS = 4_000;

describe.each(databaseKinds.filter((k) => k === 'postgres'))('live event streams on two %s processes', () => {
  it('end when their session ends on the other process: logout, password change, a reused refresh token', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'streams-'));
    const scratch = await scratchPostgres();
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, REGISTRATIONS_PER_HOUR: '1000' };
    const servers: ServerProcess[] = [];
    const streams: Array<{ close(): void }> = [];
    try {
      servers.push(await startServerProcess(env), await startServerProcess(env));
      const [a, b] = servers.map((s) => s.url) as [string, string];
      const email = 'streams@example.com';
      await call(a, 'POST', '/uc/register', { email, password: 'Secret123' });
      const signIn = async (password = 'Secret123') =>
        (await call(a, 'POST', '/uc/login', { email, password })).body.data as {
          result: string;
          refreshToken: string;
        };
      /** A stream on process B, opened with a ticket (as the web app does) or the bearer token. */
      const streamOnB = async (token: string, how: 'ticket' | 'bearer') => {
        const ticket = (await call(a, 'POST', '/api/events/ticket', undefined, token)).body.data?.ticket;
        const stream =
          how === 'ticket'
            ? await listen(`${b}/api/events?ticket=${encodeURIComponent(ticket)}`)
            : await listen(`${b}/api/events`, { Authorization: `Bearer ${token}` });
        streams.push(stream);
        expect(stream.status).toBe(200);
        await expect.poll(() => stream.connected()).toBe(true);
        return stream;
      };
      const endsSoon = (stream: { ended(): boolean }) =>
        expect.poll(() => stream.ended(), { timeout: ENDS_WITHIN_MS, interval: 100 }).toBe(true);

      // Logout on A ends that session's streams on B, and only them.
      const loggedOut = await signIn();
      const other = await signIn();
      const viaTicket = await streamOnB(loggedOut.result, 'ticket');
      const viaBearer = await streamOnB(loggedOut.result, 'bearer');
      const untouched = await streamOnB(other.result, 'ticket');
      expect(
        (await call(a, 'POST', '/auth/logout', { refreshToken: loggedOut.refreshToken }, loggedOut.result))
          .status,
      ).toBe(200);
      await endsSoon(viaTicket);
      await endsSoon(viaBearer);
      expect(untouched.ended()).toBe(false);

      // A password change on A signs out every other session: their streams on B end, its own stays.
      const changer = await signIn();
      const changersStream = await streamOnB(changer.result, 'ticket');
      expect(
        (
          await call(
            a,
            'POST',
            '/auth/change-password',
            { oldPassword: 'Secret123', newPassword: 'Better456' },
            changer.result,
          )
        ).status,
      ).toBe(200);
      await endsSoon(untouched);
      await new Promise((r) => setTimeout(r, 1000));
      expect(changersStream.ended()).toBe(false);

      // A spent refresh token presented again ends the whole sign-in, and its stream on B.
      const reused = await signIn('Better456');
      const reusedStream = await streamOnB(reused.result, 'bearer');
      expect((await call(a, 'POST', '/auth/refresh', { refreshToken: reused.refreshToken })).status).toBe(
        200,
      );
      expect((await call(a, 'POST', '/auth/refresh', { refreshToken: reused.refreshToken })).status).toBe(
        401,
      );
      await endsSoon(reusedStream);
      expect(changersStream.ended()).toBe(false);

      // An ended session cannot open a stream again, with a ticket issued before it ended either.
      const late = await signIn('Better456');
      const ticket = (await call(a, 'POST', '/api/events/ticket', undefined, late.result)).body.data.ticket;
      await call(a, 'POST', '/auth/logout', { refreshToken: late.refreshToken }, late.result);
      const refused = await listen(`${b}/api/events?ticket=${encodeURIComponent(ticket)}`);
      expect(refused.status).toBe(401);
    } finally {
      for (const s of streams) s.close();
      for (const s of servers) await s.kill();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
