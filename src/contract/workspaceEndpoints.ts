import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { pageOf, pageQuery } from './page.ts';
import {
  chatInfoSchema,
  qnaBody,
  qnaSchema,
  textBody,
  textSchema,
  uploadedFileSchema,
  workspaceCreateBody,
  workspaceSchema,
  workspaceUpdateBody,
} from './workspace.ts';

// Parameter names are unique across the API ({workspaceId} is always a workspace), so a test can
// aim every endpoint at another user's resources from the OpenAPI document alone.
const workspaceParams = z.object({ workspaceId: z.string() });
const fileParams = z.object({ workspaceId: z.string(), fileId: z.string() });
const textParams = z.object({ workspaceId: z.string(), textId: z.string() });
const qnaParams = z.object({ workspaceId: z.string(), qnaId: z.string() });

export const workspaceEndpoints = endpoints('Workspaces', {
  list: {
    method: 'get',
    path: '/api/workspaces',
    summary: 'A page of your workspaces',
    query: pageQuery,
    data: pageOf(workspaceSchema),
  },
  create: {
    method: 'post',
    path: '/api/workspaces/create',
    summary: 'Create a workspace',
    body: workspaceCreateBody,
    data: workspaceSchema,
    status: 201,
  },
  get: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}',
    summary: 'One workspace',
    params: workspaceParams,
    data: workspaceSchema,
  },
  update: {
    method: 'put',
    path: '/api/workspaces/{workspaceId}',
    summary: 'Edit name, role and chat authentication',
    params: workspaceParams,
    body: workspaceUpdateBody,
    data: workspaceSchema,
  },
  remove: {
    method: 'delete',
    path: '/api/workspaces/{workspaceId}',
    summary: 'Delete a workspace with its files, texts and Q&A',
    params: workspaceParams,
    data: z.null(),
  },
  chatInfo: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/chat',
    summary: 'The appId of the workspace chat widget',
    params: workspaceParams,
    data: chatInfoSchema,
  },
});

export const fileEndpoints = endpoints('Files', {
  upload: {
    method: 'post',
    path: '/api/workspaces/{workspaceId}/upload',
    summary: 'Upload one file (multipart field "file"), streamed to storage',
    params: workspaceParams,
    multipartFile: 'file',
    data: uploadedFileSchema,
    status: 201,
  },
  list: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/files',
    summary: 'A page of the workspace files, newest first',
    params: workspaceParams,
    query: pageQuery,
    data: pageOf(uploadedFileSchema),
  },
  download: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/files/{fileId}/download',
    summary: 'The stored bytes, as an attachment',
    params: fileParams,
  },
  remove: {
    method: 'delete',
    path: '/api/workspaces/{workspaceId}/files/{fileId}/delete',
    summary: 'Delete a file, its bytes and its index entries',
    params: fileParams,
    data: z.null(),
  },
  reindex: {
    method: 'post',
    path: '/api/workspaces/{workspaceId}/files/{fileId}/reindex',
    summary: 'Read and index the file again (a failed one, or any); it goes back to indexing',
    params: fileParams,
    data: uploadedFileSchema,
  },
});

export const textEndpoints = endpoints('Texts', {
  list: {
    method: 'get',
    path: '/api/texts/{workspaceId}/list',
    summary: 'A page of texts, last modified first',
    params: workspaceParams,
    query: pageQuery,
    data: pageOf(textSchema),
  },
  get: {
    method: 'get',
    path: '/api/texts/{workspaceId}/{textId}',
    summary: 'One text',
    params: textParams,
    data: textSchema,
  },
  create: {
    method: 'post',
    path: '/api/texts/{workspaceId}',
    summary: 'Add a text',
    params: workspaceParams,
    body: textBody,
    data: textSchema,
    status: 201,
  },
  update: {
    method: 'put',
    path: '/api/texts/{workspaceId}/{textId}/update',
    summary: 'Edit a text',
    params: textParams,
    body: textBody,
    data: textSchema,
  },
  remove: {
    method: 'delete',
    path: '/api/texts/{workspaceId}/{textId}/delete',
    summary: 'Delete a text',
    params: textParams,
    data: z.null(),
  },
});

export const qnaEndpoints = endpoints('Q&A', {
  list: {
    method: 'get',
    path: '/api/qnas/{workspaceId}/list',
    summary: 'A page of Q&A pairs, newest first',
    params: workspaceParams,
    query: pageQuery,
    data: pageOf(qnaSchema),
  },
  get: {
    method: 'get',
    path: '/api/qnas/{workspaceId}/{qnaId}',
    summary: 'One Q&A pair',
    params: qnaParams,
    data: qnaSchema,
  },
  create: {
    method: 'post',
    path: '/api/qnas/{workspaceId}',
    summary: 'Add a Q&A pair',
    params: workspaceParams,
    body: qnaBody,
    data: qnaSchema,
    status: 201,
  },
  update: {
    method: 'put',
    path: '/api/qnas/{workspaceId}/{qnaId}',
    summary: 'Edit a Q&A pair',
    params: qnaParams,
    body: qnaBody,
    data: qnaSchema,
  },
  remove: {
    method: 'delete',
    path: '/api/qnas/{workspaceId}/{qnaId}/delete',
    summary: 'Delete a Q&A pair',
    params: qnaParams,
    data: z.null(),
  },
});
