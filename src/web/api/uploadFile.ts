import type { Envelope } from '../../contract/envelope.ts';
import type { UploadedFile } from '../../contract/workspace.ts';
import { ApiFailure, NETWORK_ERROR } from './client.ts';
import { api } from './http.ts';

export const UPLOAD_FAILED = 'Upload failed';

export interface UploadOptions {
  /** Whole percent of the bytes sent, from the browser's upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return null;
  }
}

/** Uploads one file to a workspace's files. */
export function uploadFile(
  workspaceId: string,
  file: File,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  return sendFile<UploadedFile>(`/api/workspaces/${encodeURIComponent(workspaceId)}/upload`, file, options);
}

/**
 * Sends one file as multipart field `file` and resolves with the envelope's data. XMLHttpRequest
 * rather than fetch, because only it reports upload progress. The browser sets the multipart
 * Content-Type with its boundary.
 */
export function sendFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = api.getToken();
    const { 'Content-Type': _multipartInstead, ...headers } = api.headersFor(false, token ?? undefined);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = parseEnvelope<T>(xhr.responseText);
      if (xhr.status === 401) api.reportUnauthorized(token);
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) resolve(body.data);
      else reject(new ApiFailure(xhr.status, body?.message || UPLOAD_FAILED, body?.data));
    };
    xhr.onerror = () => reject(new ApiFailure(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new ApiFailure(0, 'Upload cancelled.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
    if (options.signal?.aborted) xhr.abort();
  });
}
