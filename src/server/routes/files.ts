import { Readable } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { fileEndpoints as e } from '../../contract/workspaceEndpoints.ts';
import { apiRoute } from '../apiRoute.ts';
import type { AppEnv } from '../env.ts';
import { ok } from '../reply.ts';
import type { FileService } from '../services/files.ts';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 `filename*`. */
function contentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function registerFileRoutes(app: OpenAPIHono<AppEnv>, files: FileService) {
  app.openapi(apiRoute(e.upload), async (c) => {
    const { incoming } = c.env as unknown as HttpBindings;
    const file = await files.upload(c.get('user').userId, c.req.valid('param').workspaceId, incoming);
    return ok(c, file, 'File uploaded successfully!', 201);
  });

  app.openapi(apiRoute(e.list), async (c) =>
    ok(c, await files.list(c.get('user').userId, c.req.valid('param').workspaceId, c.req.valid('query'))),
  );

  app.openapi(apiRoute(e.download), async (c) => {
    const { workspaceId, fileId } = c.req.valid('param');
    const { file, stream } = await files.download(c.get('user').userId, workspaceId, fileId);
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.originalFileName),
      // The bytes are whatever was uploaded; a browser must never run them in our origin.
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.openapi(apiRoute(e.reindex), async (c) => {
    const { workspaceId, fileId } = c.req.valid('param');
    return ok(
      c,
      await files.reindex(c.get('user').userId, workspaceId, fileId),
      'The file is being indexed again.',
    );
  });

  app.openapi(apiRoute(e.remove), async (c) => {
    const { workspaceId, fileId } = c.req.valid('param');
    await files.remove(c.get('user').userId, workspaceId, fileId);
    return ok(c, null, 'File deleted successfully!');
  });
}
