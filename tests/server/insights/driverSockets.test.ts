import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cappedSocket } from '../../../src/server/insights/connectors/receiveCap.ts';
import { sqlServerOptions } from '../../../src/server/insights/connectors/sqlServerConnector.ts';

describe('driver sockets', () => {
  it('drops a connection once it has received more than its cap', async () => {
    const server = createServer((s) => {
      s.on('error', () => {});
      s.end(Buffer.alloc(2 * 1024 * 1024));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const socket = cappedSocket(1024 * 1024).connect(
      (server.address() as { port: number }).port,
      '127.0.0.1',
    );
    const error = await new Promise<Error>((resolve) => socket.on('error', resolve));
    expect(error.message).toBe('The server sent more than 1 MB.');
    expect(socket.bytesRead).toBeLessThan(2 * 1024 * 1024);
    server.close();
  });

  it('keeps SQL Server on the pinned address when its login reply routes elsewhere', async () => {
    const options = sqlServerOptions({
      type: 'SQL_SERVER',
      host: 'db.example.com',
      address: '203.0.113.7',
      port: 1433,
      username: 'u',
      password: 'p',
      databaseName: 'd',
      properties: {},
    }).options as unknown as { connector(to: { host: string; port: number }): Promise<unknown> };
    await expect(options.connector({ host: '10.0.0.5', port: 1433 })).rejects.toThrow(
      'The server at db.example.com:1433 redirected the connection to another server.',
    );
  });
});
