import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endListeners } from './endListeners.ts';
import { uploadText, waitForFileStatus } from './knowledgeFixtures.ts';
import { listen } from './sseListener.ts';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('GET /api/events on %s', (kind) => {
  let server: TestServer;
  const users: Array<{ token: string; workspaceId: string }> = [];
  const streams: Array<{ close(): void }> = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (let i = 0; i < 2; i++) {
      const { token } = await signUpAndIn(server);
      const ws = await server.call('POST', '/api/workspaces/create', {
        token,
        body: { name: 'W', role: 'R' },
      });
      users.push({ token, workspaceId: ws.body.data.id });
    }
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await server.stop();
  });

  const ticketFor = async (token: string) => {
    const res = await server.call('POST', '/api/events/ticket', { token });
    expect(res.status).toBe(200);
    return res.body.data.ticket as string;
  };
  const open = async (query = '', headers: Record<string, string> = {}) => {
    const stream = await listen(`${server.url}/api/events${query}`, headers);
    streams.push(stream);
    return stream;
  };

  it("streams each user's own file status over a bearer token or a ticket, never another user's", async () => {
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const byBearer = await open('', { Authorization: `Bearer ${alice.token}` });
    const byTicket = await open(`?ticket=${encodeURIComponent(await ticketFor(bob.token))}`);
    expect([byBearer.status, byTicket.status]).toEqual([200, 200]);
    await expect.poll(() => byBearer.connected() && byTicket.connected()).toBe(true);

    const alicesFile = await uploadText(
      server,
      alice.token,
      alice.workspaceId,
      'a.txt',
      'Alice sells apples.',
    );
    const bobsFile = await uploadText(server, bob.token, bob.workspaceId, 'b.txt', 'Bob sells bananas.');
    await waitForFileStatus(server, alice.token, alice.workspaceId, alicesFile.id, 'indexed');
    await waitForFileStatus(server, bob.token, bob.workspaceId, bobsFile.id, 'indexed');

    const indexedEvent = (workspaceId: string, fileId: string) => ({
      event: 'file.status',
      // one chunk each, all of it done
      data: { workspaceId, fileId, status: 'indexed', statusReason: null, chunksDone: 1, chunksTotal: 1 },
    });
    await expect.poll(() => byBearer.events).toContainEqual(indexedEvent(alice.workspaceId, alicesFile.id));
    await expect.poll(() => byTicket.events).toContainEqual(indexedEvent(bob.workspaceId, bobsFile.id));
    // Both events have been delivered to their owners by now; neither reached the other user.
    expect(JSON.stringify(byBearer.events)).not.toContain(bobsFile.id);
    expect(JSON.stringify(byTicket.events)).not.toContain(alicesFile.id);
  });

  it('refuses a spent ticket, an expired ticket, an unknown ticket, a bad token and no credentials', async () => {
    const { token } = users[0]!;
    const ticket = await ticketFor(token);
    const first = await open(`?ticket=${encodeURIComponent(ticket)}`);
    expect(first.status).toBe(200);
    const again = await open(`?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);

    const stale = await ticketFor(token);
    // The ticket outlived its minute: move every issued ticket's expiry into the past.
    await server.database.db.execute(sql`UPDATE event_tickets SET expires_at = now() - interval '1 second'`);
    expect((await open(`?ticket=${encodeURIComponent(stale)}`)).status).toBe(401);

    expect((await open('?ticket=not-a-ticket')).status).toBe(401);
    expect((await open('', { Authorization: 'Bearer not.a.token' })).status).toBe(401);
    const none = await server.call('GET', '/api/events');
    expect(none).toMatchObject({
      status: 401,
      body: {
        success: false,
        message: 'This event stream needs a fresh ticket from POST /api/events/ticket.',
      },
    });
    expect((await server.call('POST', '/api/events/ticket')).status).toBe(401);
  });

  // PGlite's bus lives in the one process and cannot lose its connection.
  if (kind === 'postgres')
    it('ends open streams when the server may have missed events, so pages reconnect and reload', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const stream = await open('', { Authorization: `Bearer ${users[0]!.token}` });
      await expect.poll(() => stream.connected()).toBe(true);
      expect(await endListeners(server.databaseUrl!)).toBeGreaterThan(0);
      await expect.poll(() => stream.ended(), { timeout: 5_000 }).toBe(true);
      const again = await open('', { Authorization: `Bearer ${users[0]!.token}` });
      expect(again.status).toBe(200);
      logged.mockRestore();
    });
});
