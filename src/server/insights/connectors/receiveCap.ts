import { Socket } from 'node:net';
import { RESULT_BYTE_LIMIT } from './connector.ts';

/**
 * Bytes one connection may receive: a result is cut at RESULT_BYTE_LIMIT after decoding, and a
 * catalog read is a few megabytes, so anything near this is a server flooding the socket.
 */
export const RECEIVE_LIMIT_BYTES = 8 * RESULT_BYTE_LIMIT;

/**
 * A socket that is dropped once it has received more than `limit` bytes, before a driver buffers a
 * message a hostile server announces as gigabytes. It counts the plain TCP stream: after a TLS
 * upgrade the driver host's memory limits bound what follows.
 */
export function cappedSocket(limit = RECEIVE_LIMIT_BYTES): Socket {
  const socket = new Socket();
  let received = 0;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) socket.destroy(new Error(`The server sent more than ${limit / 1024 / 1024} MB.`));
  });
  return socket;
}
