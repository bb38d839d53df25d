import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real database that reads what the client sends, so a test can see
 * every statement the server received: PostgreSQL simple queries ('Q') and parses ('P'), MySQL
 * COM_QUERY and COM_STMT_PREPARE.
 */
export interface RecordingProxy {
  port: number;
  statements: string[];
  close(): Promise<void>;
}

function postgresReader(record: (sql: string) => void) {
  let buffer = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        buffer = buffer.subarray(length);
        started = true;
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]!);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      if (type === 'Q') record(body.subarray(0, body.indexOf(0)).toString('utf8'));
      if (type === 'P') {
        const nameEnd = body.indexOf(0);
        record(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString('utf8'));
      }
      buffer = buffer.subarray(1 + length);
    }
  };
}

function mysqlReader(record: (sql: string) => void) {
  let buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 4) {
      const length = buffer.readUIntLE(0, 3);
      if (buffer.length < 4 + length) return;
      const sequence = buffer[3];
      const payload = buffer.subarray(4, 4 + length);
      // Commands start a sequence at 0; the login answer to the greeting is packet 1.
      if (sequence === 0 && (payload[0] === 0x03 || payload[0] === 0x16))
        record(payload.subarray(1).toString('utf8'));
      buffer = buffer.subarray(4 + length);
    }
  };
}

export async function startRecordingProxy(
  protocol: 'postgres' | 'mysql',
  target: { host: string; port: number },
): Promise<RecordingProxy> {
  const statements: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target);
    sockets.add(client).add(upstream);
    const read = (protocol === 'postgres' ? postgresReader : mysqlReader)((sql) => statements.push(sql));
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    statements,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
