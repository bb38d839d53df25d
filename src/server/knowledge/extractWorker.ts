// Worker thread: reading PDFs, Word documents and large texts off the event loop.
import { parentPort } from 'node:worker_threads';
import { extractText, UnreadableFile } from './extractText.ts';

parentPort!.on(
  'message',
  async ({ id, bytes, fileName }: { id: number; bytes: Uint8Array; fileName: string }) => {
    try {
      parentPort!.postMessage({ id, text: await extractText(bytes, fileName) });
    } catch (error) {
      const unreadable = error instanceof UnreadableFile;
      parentPort!.postMessage({
        id,
        unreadable: unreadable ? (error as Error).message : undefined,
        error: unreadable ? undefined : (error as Error).message || 'extraction failed',
      });
    }
  },
);
