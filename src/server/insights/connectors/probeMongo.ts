import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { ConnectionFailure } from './connectionFailure.ts';
import { CONNECT_TIMEOUT_MS, type ConnectionSettings } from './connector.ts';
import { dialAddress } from './tlsOptions.ts';

const OP_MSG = 2013;
/** A hello reply is a few hundred bytes; anything announcing more than this is not one. */
const MAX_HELLO_REPLY = 64 * 1024;

/** `{ hello: 1, $db: 'admin' }` as an OP_MSG with request id `id`. */
function helloMessage(id: number): Buffer {
  const db = Buffer.from('admin\0');
  const doc = Buffer.concat([
    Buffer.from([0x10]),
    Buffer.from('hello\0'),
    Buffer.from([1, 0, 0, 0]),
    Buffer.from([0x02]),
    Buffer.from('$db\0'),
    Buffer.from(Uint32Array.of(db.length).buffer),
    db,
    Buffer.from([0]),
  ]);
  const bson = Buffer.concat([Buffer.from(Uint32Array.of(doc.length + 4).buffer), doc]);
  const header = Buffer.alloc(16);
  const length = 16 + 4 + 1 + bson.length;
  header.writeInt32LE(length, 0);
  header.writeInt32LE(id, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, Buffer.alloc(4), Buffer.from([0]), bson]);
}

/**
 * Sends one MongoDB hello and reads no more than a reply header: a server that answers in another
 * protocol (MySQL's greeting, PostgreSQL's error, HTTP) or announces an oversized reply is refused
 * before the MongoDB driver, which trusts the sizes it is told, ever talks to it.
 */
export function probeMongo(s: ConnectionSettings): Promise<void> {
  const id = 1 + Math.floor(Math.random() * 1_000_000);
  const notMongo = () =>
    new ConnectionFailure(`The server at ${s.host}:${s.port} did not answer as a MongoDB server.`);
  return new Promise<void>((resolve, reject) => {
    const socket: Socket =
      (s.sslMode ?? 'off') !== 'off'
        ? // The probe sends no credentials; the driver verifies the certificate itself afterwards.
          connectTls({ host: dialAddress(s), port: s.port, servername: s.host, rejectUnauthorized: false })
        : connect({ host: dialAddress(s), port: s.port });
    let received = Buffer.alloc(0);
    const done = (err?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(
      () =>
        done(
          new ConnectionFailure(
            `No answer from ${s.host}:${s.port} within ${CONNECT_TIMEOUT_MS / 1000} s. Check the host, the port and any firewall.`,
          ),
        ),
      CONNECT_TIMEOUT_MS,
    );
    socket.once((s.sslMode ?? 'off') !== 'off' ? 'secureConnect' : 'connect', () =>
      socket.write(helloMessage(id)),
    );
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]).subarray(0, 16);
      if (received.length < 16) return;
      const length = received.readInt32LE(0);
      const responseTo = received.readInt32LE(8);
      const opCode = received.readInt32LE(12);
      done(
        length > 16 && length <= MAX_HELLO_REPLY && responseTo === id && opCode === OP_MSG
          ? undefined
          : notMongo(),
      );
    });
    socket.on('error', (err) => done(err));
    socket.on('end', () => done(notMongo()));
  });
}
