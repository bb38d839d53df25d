import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/web/api/client.ts';
import { filesApi } from '../../src/web/api/filesApi.ts';
import { linkSession } from '../../src/web/api/sessionLink.ts';
import { newAgent, uploadTextFile } from './agentFixtures.ts';
import { clientWith, expiredToken, newUser } from './users.ts';

/** What the browser was handed to save: the bytes, the name, and whether the link left the page. */
interface Saved {
  blob: Blob;
  name: string;
  linkRemoved: boolean;
}

/** The file download binding against the real server: what it saves, and what it says when it cannot. */
describe('file download binding', () => {
  const TEXT = 'Ferries leave at 7 am.\nBicycles travel free.\n';
  let owner = { token: '' };
  let workspaceId = '';
  let fileId = '';
  let unlink = () => {};
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];

  /** The bindings call with these tokens, one per try; `renewals` counts the refreshes asked for. */
  function session(...tokens: string[]) {
    const state = { renewals: [] as Array<{ token: string | null; final: boolean }> };
    let current = 0;
    unlink();
    unlink = linkSession({
      token: () => tokens[current] ?? null,
      unauthorized: async (token, final) => {
        state.renewals.push({ token, final });
        if (final || current + 1 >= tokens.length) return false;
        current++;
        return true;
      },
    });
    return state;
  }

  /** Rejects with the download's failure, as the files list shows it. */
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the download should have failed');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(ApiFailure);
        return { code: (error as ApiFailure).code, message: (error as ApiFailure).message };
      },
    );

  beforeAll(async () => {
    owner = await newUser();
    workspaceId = (await newAgent(clientWith(owner.token))).workspaceId;
    fileId = (await uploadTextFile(owner.token, workspaceId, 'Timetable (summer).txt', TEXT)).id;
    // jsdom has no object URLs and does not save files: note what the browser would get.
    let next = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:${location.origin}/${next++}`;
      blobs.set(url, blob as Blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const entry = { blob: blobs.get(this.href) as Blob, name: this.download, linkRemoved: false };
      saved.push(entry);
      queueMicrotask(() => {
        entry.linkRemoved = !this.isConnected;
      });
    });
  });
  afterEach(() => {
    saved.length = 0;
  });
  afterAll(() => {
    unlink();
    vi.restoreAllMocks();
  });

  it('saves the stored bytes under the original name, then lets the object URL go', async () => {
    session(owner.token);
    await filesApi.download(workspaceId, fileId, 'Timetable (summer).txt');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('Timetable (summer).txt');
    expect(await saved[0]?.blob.text()).toBe(TEXT);
    await expect.poll(() => saved[0]?.linkRemoved).toBe(true);
    await expect.poll(() => revoked.length, { timeout: 3_000 }).toBe(1);
  });

  it('renews a token that ran out and downloads once more, as every other call does', async () => {
    const state = session(expiredToken(), owner.token);
    await filesApi.download(workspaceId, fileId, 'Timetable (summer).txt');
    expect(state.renewals).toEqual([{ token: expect.any(String), final: false }]);
    expect(await saved[0]?.blob.text()).toBe(TEXT);
  });

  it('says the session ended when the renewed token is refused too, and saves nothing', async () => {
    const state = session(expiredToken(), 'not-a-token');
    expect(await failure(filesApi.download(workspaceId, fileId, 'x.txt'))).toMatchObject({ code: 401 });
    expect(state.renewals.map((r) => r.final)).toEqual([false, true]);
    expect(saved).toEqual([]);
  });

  it("answers a missing file, and another user's file as a missing workspace, with the server's messages", async () => {
    const noSuchId = '00000000-0000-4000-8000-000000000000';
    session(owner.token);
    expect(await failure(filesApi.download(workspaceId, noSuchId, 'x.txt'))).toEqual({
      code: 404,
      message: 'File not found.',
    });
    const noWorkspace = await failure(filesApi.download(noSuchId, fileId, 'x.txt'));
    expect(noWorkspace).toEqual({ code: 404, message: 'Workspace not found.' });

    session((await newUser()).token);
    expect(await failure(filesApi.download(workspaceId, fileId, 'x.txt'))).toEqual(noWorkspace);
    expect(saved).toEqual([]);
  });
});
