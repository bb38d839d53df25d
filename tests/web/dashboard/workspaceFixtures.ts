import type { Qna, Text, UploadedFile, Workspace } from '../../../src/contract/workspace.ts';

export const workspace = (id: string, name = `Agent ${id}`): Workspace => ({
  id,
  name,
  role: `Helps with ${name}`,
  authRequire: false,
  authUrl: null,
  appId: `app-${id}`,
  gmtCreated: '2025-03-01T10:00:00.000Z',
});

export const uploaded = (id: string, name = `${id}.txt`, size = 2048): UploadedFile => ({
  id,
  originalFileName: name,
  contentType: 'text/plain',
  size,
  gmtCreated: '2025-03-02T09:30:00.000Z',
  status: 'indexed',
  statusReason: null,
});

export const text = (id: string, name = `Text ${id}`): Text => ({
  id,
  name,
  content: `Content of ${name}`,
  updatedAt: '2025-03-03T08:00:00.000Z',
});

export const qna = (id: string, question = `Question ${id}?`, answer = `Answer ${id}.`): Qna => ({
  id,
  question,
  answer,
});

export const fileNamed = (name: string, body = 'hello') => new File([body], name, { type: 'text/plain' });

/** An ApiFailure-shaped error: a message and the envelope's data as details. */
export const apiError = (message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { details: fields ? { fields } : null });
