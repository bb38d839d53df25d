import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkSession } from '../../../src/web/api/sessionLink.ts';
import { UPLOAD_FAILED, uploadFile } from '../../../src/web/api/uploadFile.ts';
import { fileNamed } from './workspaceFixtures.ts';

/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const stored = {
  id: 'f1',
  originalFileName: 'a.txt',
  contentType: 'text/plain',
  size: 5,
  gmtCreated: '',
  status: 'indexing',
};

describe('uploadFile', () => {
  let refused: Array<string | null> = [];
  let unlink = () => {};
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    refused = [];
    unlink = linkSession({
      token: () => 'tok-1',
      unauthorized: async (token) => {
        refused.push(token);
        return false;
      },
    });
  });
  afterEach(() => {
    unlink();
    vi.unstubAllGlobals();
  });

  it('posts the file as multipart field "file" with the standard headers but no JSON Content-Type', async () => {
    const file = fileNamed('a.txt');
    const done = uploadFile('w 1', file);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/workspaces/w%201/upload']);
    expect(xhr.headers).toEqual({ biz: 'index', 'X-Biz-Id': 'ai-platform', Authorization: 'Bearer tok-1' });
    expect((xhr.body!.get('file') as File).name).toBe('a.txt');
    xhr.answer(201, { success: true, code: 201, message: 'File uploaded successfully!', data: stored });
    await expect(done).resolves.toEqual(stored);
  });

  it('reports whole percents from upload progress events', async () => {
    const percents: number[] = [];
    const done = uploadFile('w1', fileNamed('a.txt'), { onProgress: (p) => percents.push(p) });
    const xhr = FakeXhr.last;
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    xhr.answer(201, { success: true, data: stored });
    await done;
    expect(percents).toEqual([33, 100]);
  });

  it('rejects with the server message, or "Upload failed" without one', async () => {
    const first = uploadFile('w1', fileNamed('a.txt'));
    FakeXhr.last.answer(413, {
      success: false,
      code: 413,
      message: 'The file is larger than 50 MB.',
      data: null,
    });
    await expect(first).rejects.toMatchObject({ code: 413, message: 'The file is larger than 50 MB.' });
    const second = uploadFile('w1', fileNamed('a.txt'));
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    await expect(second).rejects.toMatchObject({ code: 502, message: UPLOAD_FAILED });
  });

  it('reports a 401 to the session with the token it carried, like every other authenticated call', async () => {
    const done = uploadFile('w1', fileNamed('a.txt'));
    FakeXhr.last.answer(401, {
      success: false,
      code: 401,
      message: 'Your session has expired. Please sign in again.',
      data: null,
    });
    await expect(done).rejects.toMatchObject({ code: 401 });
    expect(refused).toEqual(['tok-1']);
  });

  it('rejects with the network message when the request cannot be sent', async () => {
    const done = uploadFile('w1', fileNamed('a.txt'));
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({
      code: 0,
      message: 'Network error. Please check your connection.',
    });
  });

  it('aborts the request when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadFile('w1', fileNamed('a.txt'), { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ message: 'Upload cancelled.' });
  });
});
