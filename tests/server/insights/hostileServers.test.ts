import { createServer, type Server, type Socket } from 'node:net';
import { getHeapStatistics } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVERS, signUpAndIn, startTestServer, type TestServer } from '../testServer.ts';

type Engine = 'POSTGRES' | 'MYSQL' | 'SQL_SERVER' | 'MONGO';

/** Bytes that open a message of each engine's protocol announcing far more than a handshake. */
const HUGE_MESSAGE: Record<Engine, Buffer> = {
  // Authentication message of 1 GB.
  POSTGRES: Buffer.from([0x52, 0x3f, 0xff, 0xff, 0xff]),
  // A 16 MB packet, continued by more of them.
  MYSQL: Buffer.from([0xff, 0xff, 0xff, 0x00, 0x0a]),
  // A TDS reply packet of the largest length.
  SQL_SERVER: Buffer.from([0x04, 0x01, 0xff, 0xff, 0, 0, 1, 0]),
  // An OP_MSG of 1 GB.
  MONGO: Buffer.from([0x00, 0x00, 0x00, 0x40, 1, 0, 0, 0, 1, 0, 0, 0, 0xdd, 0x07, 0, 0]),
};

/** A few bytes node-postgres's parser throws on outside any promise (an unknown authentication method). */
const UNKNOWN_AUTH = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0x03, 0xe7]);

function hostile(reply: (socket: Socket) => void): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    reply(socket);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as { port: number }).port, server }),
    ),
  );
}

const flood = (header: Buffer) => (socket: Socket) => {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  socket.write(header);
  const pump = () => {
    while (!socket.destroyed && socket.write(chunk));
  };
  socket.on('drain', pump);
  pump();
};

describe('a connection test survives whatever answers on the port', () => {
  let server: TestServer;
  let token: string;
  const listeners: Server[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite', LOCAL_SERVERS);
    token = (await signUpAndIn(server)).token;
  });
  afterAll(async () => {
    for (const l of listeners) l.close();
    await server.stop();
  });

  async function testAgainst(type: Engine, reply: (socket: Socket) => void) {
    const { port, server: listener } = await hostile(reply);
    listeners.push(listener);
    const started = Date.now();
    const result = await server.call('POST', '/api/data/connections/test', {
      token,
      body: {
        name: 'Hostile',
        type,
        host: '127.0.0.1',
        port,
        username: 'u',
        password: 'p',
        databaseName: 'd',
      },
    });
    return { result, ms: Date.now() - started };
  }

  const mainHeap = () => {
    const s = getHeapStatistics();
    return s.used_heap_size + s.external_memory;
  };

  for (const type of Object.keys(HUGE_MESSAGE) as Engine[]) {
    it(`${type}: a flood behind a header announcing a huge message is a plain failure, and the server stays small`, async () => {
      const before = mainHeap();
      const { result, ms } = await testAgainst(type, flood(HUGE_MESSAGE[type]));
      expect(result.status).toBe(422);
      expect(typeof result.body.message).toBe('string');
      expect(ms).toBeLessThan(16_000);
      // The drivers' buffers live in their own worker, never in the server's heap.
      expect(mainHeap() - before).toBeLessThan(64 * 1024 * 1024);
      expect((await server.call('GET', '/api/health')).status).toBe(200);
    }, 30_000);
  }

  it('a reply a driver throws on outside any promise fails the test, not the process', async () => {
    const { result } = await testAgainst('POSTGRES', (socket) =>
      socket.once('data', () => socket.write(UNKNOWN_AUTH)),
    );
    expect(result.status).toBe(422);
    expect(result.body.message).toMatch(
      /^The connection to 127\.0\.0\.1:\d+ was dropped|^The database server answered/,
    );
    expect((await server.call('GET', '/api/health')).status).toBe(200);
  }, 30_000);

  it('after a hostile server ended the drivers’ worker, the next test reaches a real database', async () => {
    await testAgainst('POSTGRES', (socket) => socket.once('data', () => socket.write(UNKNOWN_AUTH)));
    const real = await server.call('POST', '/api/data/connections/test', {
      token,
      body: {
        name: 'Local',
        type: 'POSTGRES',
        host: '127.0.0.1',
        port: 5432,
        username: 'postgres',
        password: '',
        databaseName: 'test',
      },
    });
    expect(real.body).toMatchObject({ success: true, message: 'Connection successful!' });
    expect(real.body.data.serverVersion).toMatch(/\d/);
  }, 30_000);
});
