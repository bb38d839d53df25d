import { describe, expect, it } from 'vitest';
import { readEventStream } from '../../../src/web/chat/eventStream.ts';

const streamOf = (...chunks: string[]) => {
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const b of bytes) controller.enqueue(b);
      controller.close();
    },
  });
};

const readAll = async (stream: ReadableStream<Uint8Array>) => {
  const events = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
};

describe('readEventStream', () => {
  it('reads named events with their data, skipping comments', async () => {
    const events = await readAll(
      streamOf(': keep-alive\n\nevent: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"answer":"Hi"}\n\n'),
    );
    expect(events).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'done', data: '{"answer":"Hi"}' },
    ]);
  });

  it('joins data lines, names unnamed events "message", and accepts CRLF and CR line ends', async () => {
    const events = await readAll(
      streamOf('data: one\r\ndata: two\r\n\r\ndata:three\r\rid: 7\nretry: 10\nevent: x\ndata\n\n'),
    );
    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: 'three' },
      { event: 'x', data: '' },
    ]);
  });

  it('puts events split across chunks back together, even inside a multi-byte character or a CRLF', async () => {
    const text = 'event: token\r\ndata: {"text":"Grüße"}\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const cut = text.indexOf('ü') + 1; // inside the two bytes of ü
    const crlf = bytes.indexOf(13); // between CR and LF
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, crlf + 1));
        controller.enqueue(bytes.slice(crlf + 1, cut + 5));
        controller.enqueue(bytes.slice(cut + 5));
        controller.close();
      },
    });
    expect(await readAll(stream)).toEqual([{ event: 'token', data: '{"text":"Grüße"}' }]);
  });

  it('drops an event the stream ended before finishing', async () => {
    expect(await readAll(streamOf('event: token\ndata: {"text":"cut'))).toEqual([]);
  });
});
