import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { workspaceLimits, workspaceMessages } from '../../contract/workspace.ts';
import { ApiError } from '../reply.ts';
import type { FileStorage, PendingFile } from './fileStorage.ts';

export interface ReceivedFile {
  pending: PendingFile;
  originalFileName: string;
  contentType: string;
  size: number;
}

/** Room for part headers and boundaries around a file that is exactly at the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MIME_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/;

const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than the ${+(maxBytes / (1024 * 1024)).toFixed(2)} MB limit.`;

const missingFile = () =>
  new ApiError(400, workspaceMessages.missingFile, { file: workspaceMessages.missingFile });

/** Control characters would only corrupt headers and listings; the rest of the name is kept as sent. */
const cleanFileName = (name: string) =>
  Array.from(name, (ch) => (ch < ' ' || ch === '\x7f' ? '_' : ch)).join('');

const cleanContentType = (mimeType: string) => {
  const lower = mimeType.toLowerCase();
  return MIME_TYPE.test(lower) && lower.length <= 255 ? lower : 'application/octet-stream';
};

/**
 * Streams the multipart field `file` of a raw Node request into storage without holding it
 * in memory. Resolves once every byte is written; on any failure (too large, malformed,
 * client gone, disk error) rejects only after the partial bytes have been removed.
 */
export function receiveFile(
  req: IncomingMessage,
  storage: FileStorage,
  maxBytes: number,
): Promise<ReceivedFile> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes + MULTIPART_OVERHEAD) {
    return Promise.reject(new ApiError(413, tooLargeMessage(maxBytes)));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      preservePath: true,
      // Browsers send file names as raw UTF-8, not latin1.
      defParamCharset: 'utf8',
      // Busboy reports a file that reaches `fileSize` exactly as over the limit.
      limits: {
        fileSize: maxBytes + 1,
        files: 1,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 40,
        headerPairs: 50,
      },
    });
  } catch {
    return Promise.reject(missingFile());
  }

  return new Promise((resolve, reject) => {
    let source: Readable | undefined;
    let file: (Omit<ReceivedFile, 'size'> & { written: Promise<void> }) | undefined;
    let settled = false;

    const stopListening = () => {
      req.off('error', onClientGone);
      req.off('close', onClose);
    };

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopListening();
      // Busboy may be mid-callback (it emits 'limit' and 'file' synchronously and keeps
      // using its state afterwards), so the teardown waits for the next tick.
      process.nextTick(() => {
        req.unpipe(parser);
        source?.destroy();
        parser.destroy();
        // Discarding destroys the write stream too: a source destroyed after its last
        // chunk counts as finished for pipeline(), which would then wait forever.
        void Promise.resolve(file?.pending.discard())
          .catch((err: unknown) => console.error('Could not remove a partial upload:', err))
          .finally(() => reject(error));
      });
    };

    const onClientGone = () => fail(new ApiError(400, 'The upload was interrupted before it finished.'));
    const onClose = () => {
      if (!req.complete) onClientGone();
    };

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file || !info.filename) {
        stream.resume();
        return;
      }
      if (info.filename.length > workspaceLimits.fileName) {
        stream.resume();
        const message = `The file name must be at most ${workspaceLimits.fileName} characters long.`;
        fail(new ApiError(400, message, { file: message }));
        return;
      }
      source = stream;
      const pending = storage.begin();
      const written = pipeline(stream, pending.stream);
      file = {
        pending,
        written,
        originalFileName: cleanFileName(info.filename),
        contentType: cleanContentType(info.mimeType),
      };
      stream.once('limit', () => fail(new ApiError(413, tooLargeMessage(maxBytes))));
      written.catch(fail);
    });

    parser.on('close', () => {
      if (settled) return;
      if (!file) return fail(missingFile());
      const { written, ...received } = file;
      written.then(() => {
        if (settled) return;
        settled = true;
        stopListening();
        resolve({ ...received, size: received.pending.stream.bytesWritten });
      }, fail);
    });

    parser.on('error', () => fail(new ApiError(400, 'The upload is not valid multipart form data.')));
    req.on('error', onClientGone);
    req.on('close', onClose);
    req.pipe(parser);
  });
}
