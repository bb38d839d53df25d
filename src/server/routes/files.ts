import { Readable } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { pageQuery } from '../../contract/page.ts';
import type { AppEnv } from '../env.ts';
import { routeMeta } from '../openapiRoute.ts';
import { ok } from '../reply.ts';
import type { FileService } from '../services/files.ts';

const tags = ['Files'];
const workspaceParams = z.object({ id: z.string() });
const fileParams = z.object({ id: z.string(), fileId: z.string() });

/** Documented only: a zod schema here would make the framework read the whole body itself. */
const multipartFile = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { file: { type: 'string' as const, format: 'binary' } },
        required: ['file'],
      },
    },
  },
  required: true,
};

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
  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'post',
        path: '/api/workspaces/{id}/upload',
        tags,
        summary: 'Upload one file (multipart field "file"), streamed to storage',
      }),
      request: { params: workspaceParams, body: multipartFile },
    }),
    async (c) => {
      const { incoming } = c.env as unknown as HttpBindings;
      const file = await files.upload(c.get('user').userId, c.req.valid('param').id, incoming);
      return ok(c, file, 'File uploaded successfully!', 201);
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: '/api/workspaces/{id}/files',
        tags,
        summary: 'A page of the workspace files, newest first',
      }),
      request: { params: workspaceParams, query: pageQuery },
    }),
    async (c) => ok(c, await files.list(c.get('user').userId, c.req.valid('param').id, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'get',
        path: '/api/workspaces/{id}/files/{fileId}/download',
        tags,
        summary: 'The stored bytes, as an attachment',
      }),
      request: { params: fileParams },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const { file, stream } = await files.download(c.get('user').userId, id, fileId);
      return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.originalFileName),
        // The bytes are whatever was uploaded; a browser must never run them in our origin.
        'Content-Security-Policy': "sandbox; default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  app.openapi(
    createRoute({
      ...routeMeta({
        method: 'delete',
        path: '/api/workspaces/{id}/files/{fileId}/delete',
        tags,
        summary: 'Delete a file and its bytes',
      }),
      request: { params: fileParams },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      await files.remove(c.get('user').userId, id, fileId);
      return ok(c, null, 'File deleted successfully!');
    },
  );
}
