import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromCallback, waitFor } from 'xstate';
import { FILE_RETRY } from '../../machines/filesList.machine.ts';
import { MAX_PAGE_SIZE, type Page } from '../../src/contract/page.ts';
import type { Qna, Text, UploadedFile, Workspace } from '../../src/contract/workspace.ts';
import {
  fileEndpoints,
  qnaEndpoints,
  textEndpoints,
  workspaceEndpoints,
} from '../../src/contract/workspaceEndpoints.ts';
import {
  liveAgentEditorMachine,
  liveCreateWorkspaceMachine,
  liveFilesListMachine,
  liveQnaListMachine,
  liveTextListMachine,
  liveWorkspaceSelectorMachine,
} from '../../src/web/api/liveDashboardFlows.ts';
import { linkSession } from '../../src/web/api/sessionLink.ts';
import { uploadFile } from '../../src/web/api/uploadFile.ts';
import { workspacesApi } from '../../src/web/api/workspacesApi.ts';
import { runCallback } from './callbackActor.ts';
import { runProvided } from './providedActor.ts';
import { clientWith, newUser } from './users.ts';

/** The dashboard's live bindings against the real server, each checked by reading back. */
describe('dashboard bindings', () => {
  let unlink = () => {};
  let own: ReturnType<typeof clientWith>;
  let workspaceId = '';
  const noop = () => {};

  /** Makes the bindings call as this user. */
  const signInAs = (token: string) => {
    unlink();
    unlink = linkSession({ token: () => token, unauthorized: async () => false });
  };
  let ownToken = '';

  beforeAll(async () => {
    const user = await newUser();
    own = clientWith(user.token);
    ownToken = user.token;
    signInAs(ownToken);
  });
  afterAll(() => unlink());

  it('creates, lists, reads, edits and deletes workspaces', async () => {
    const created = await runProvided<Workspace>(liveCreateWorkspaceMachine(noop), 'createWorkspace', {
      name: 'Support',
      role: 'Answers questions',
    });
    workspaceId = created.id;
    const listed = await runProvided<Page<Workspace>>(liveWorkspaceSelectorMachine, 'fetchWorkspaces', {
      scope: null,
      page: 0,
      size: 20,
    });
    expect(listed.content.map((w) => w.id)).toEqual([workspaceId]);

    const editor = liveAgentEditorMachine({ onSaved: noop, onDeleted: noop });
    expect(await runProvided<Workspace>(editor, 'fetchWorkspace', { workspaceId })).toMatchObject({
      name: 'Support',
    });
    await runProvided(editor, 'saveWorkspace', {
      workspaceId,
      update: { name: 'Sales', role: 'Sells', authRequire: true, authUrl: 'https://auth.example.com' },
    });
    const spare = await runProvided<Workspace>(liveCreateWorkspaceMachine(noop), 'createWorkspace', {
      name: 'Spare',
      role: 'Spare',
    });
    await runProvided(editor, 'deleteWorkspace', { workspaceId: spare.id });
    const after = await runProvided<Page<Workspace>>(liveWorkspaceSelectorMachine, 'fetchWorkspaces', {
      scope: null,
      page: 0,
      size: 20,
    });
    expect(after.content).toEqual([
      expect.objectContaining({ id: workspaceId, name: 'Sales', authRequire: true }),
    ]);
    expect(await workspacesApi.chatInfo(workspaceId)).toMatchObject({ appId: created.appId });
  });

  it('uploads, lists and deletes files', async () => {
    const file = new File(['Opening hours: 9 to 5'], 'hours.txt', { type: 'text/plain' });
    await runProvided(liveCreateWorkspaceMachine(noop), 'uploadFile', { workspaceId, file });
    const files = await runProvided<Page<UploadedFile>>(liveFilesListMachine, 'fetchPage', {
      scope: workspaceId,
      page: 0,
      size: MAX_PAGE_SIZE,
    });
    expect(files.content).toEqual([expect.objectContaining({ originalFileName: 'hours.txt', size: 21 })]);
    const retry = runCallback(liveFilesListMachine.implementations.actors.itemAction as AnyActorLogic, {
      scope: workspaceId,
      action: FILE_RETRY,
      item: files.content[0],
    });
    await expect
      .poll(() => retry.events)
      .toEqual([{ type: 'list.itemSaved', item: expect.objectContaining({ id: files.content[0]!.id }) }]);
    retry.stop();
    await runProvided(liveFilesListMachine, 'deleteItem', { scope: workspaceId, id: files.content[0]!.id });
    const left = await own.request(fileEndpoints.list, { params: { workspaceId } });
    expect(left.data.content).toEqual([]);
  });

  it('selects among every workspace of a user holding more than one page', async () => {
    const user = await newUser();
    const client = clientWith(user.token);
    const count = MAX_PAGE_SIZE + 5;
    for (let i = 0; i < count; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) =>
          client.request(workspaceEndpoints.create, { body: { name: `Agent ${i + j}`, role: 'Helps' } }),
        ),
      );
    }
    signInAs(user.token);
    try {
      const selector = createActor(liveWorkspaceSelectorMachine, {
        input: { storedId: null, autoSelect: true },
      }).start();
      const { context } = await waitFor(selector, (s) => s.matches('ready'));
      expect(new Set(context.workspaces.map((w) => w.name)).size).toBe(count);
      expect(context.selectedId).toBe(context.workspaces[0]!.id);
      selector.stop();
    } finally {
      signInAs(ownToken);
    }
  }, 60_000);

  it('lists every file of a workspace holding more than one page', async () => {
    const { id: scope } = await workspacesApi.create({ name: 'Archive', role: 'Keeps files' });
    const count = MAX_PAGE_SIZE + 3;
    for (let i = 0; i < count; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) =>
          uploadFile(scope, new File([`Note ${i + j}`], `note-${i + j}.txt`, { type: 'text/plain' })),
        ),
      );
    }
    const list = createActor(liveFilesListMachine.provide({ actors: { feed: fromCallback(() => {}) } }), {
      input: { scope },
    }).start();
    const ready = () => waitFor(list, (s) => s.matches('ready') && !s.hasTag('loadingMore'));
    expect((await ready()).context).toMatchObject({ total: count });
    expect(list.getSnapshot().context.items).toHaveLength(MAX_PAGE_SIZE);
    list.send({ type: 'list.loadMore' });
    await waitFor(list, (s) => s.hasTag('loadingMore'));
    const all = (await ready()).context.items.map((f) => f.originalFileName);
    expect(new Set(all).size).toBe(count);
    expect(list.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
    list.stop();
  }, 60_000);

  it.each([
    [
      'texts',
      liveTextListMachine,
      textEndpoints.list,
      { name: 'Hours', content: 'Open 9 to 5' },
      { name: 'Hours', content: 'Open 8 to 6' },
    ],
    [
      'Q&A',
      liveQnaListMachine,
      qnaEndpoints.list,
      { question: 'Parking?', answer: 'Yes' },
      { question: 'Parking?', answer: 'Free' },
    ],
  ] as const)('adds, pages, edits and deletes %s', async (_, machine, listEndpoint, values, edited) => {
    const scope = workspaceId;
    const first = await runProvided<Text | Qna>(machine, 'createItem', { scope, values });
    const second = await runProvided<Text | Qna>(machine, 'createItem', { scope, values });
    const page = await runProvided<Page<Text | Qna>>(machine, 'fetchPage', { scope, page: 1, size: 1 });
    expect(page).toMatchObject({ totalElements: 2, content: [expect.anything()] });

    await runProvided(machine, 'updateItem', { scope, id: first.id, values: edited });
    await runProvided(machine, 'deleteItem', { scope, id: second.id });
    const stored = await own.request(listEndpoint, { params: { workspaceId } });
    expect(stored.data.content).toEqual([expect.objectContaining({ id: first.id, ...edited })]);
  });
});
