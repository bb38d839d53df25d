import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createWorkspaceMachine, stepIndex, wizardMessages } from '../../machines/createWorkspace.machine.ts';
import type { Workspace, WorkspaceCreate } from '../../src/contract/workspace.ts';
import { apiError, fileNamed, workspace } from '../web/dashboard/workspaceFixtures.ts';
import { controlledPromise, describeModel } from './modelHarness.ts';
import { coverTransitions } from './transitionCoverage.ts';

const inspect = coverTransitions(createWorkspaceMachine);

function harness() {
  const create = controlledPromise<Workspace, WorkspaceCreate>();
  const upload = controlledPromise<unknown, { workspaceId: string; file: File }>();
  const created: Workspace[] = [];
  const actor = createActor(
    createWorkspaceMachine.provide({
      actors: { createWorkspace: create.logic, uploadFile: upload.logic },
      actions: { workspaceCreated: (_, { workspace }) => created.push(workspace) },
    }),
    { inspect },
  ).start();
  const send = actor.send.bind(actor);
  const ctx = () => actor.getSnapshot().context;
  const step = () => stepIndex(actor.getSnapshot());
  return { actor, create, upload, created, send, ctx, step };
}

type Harness = ReturnType<typeof harness>;

function fillAndReachFiles(h: Harness, name = ' Support bot ', role = ' Answers questions ') {
  h.send({ type: 'wizard.change', field: 'name', value: name });
  h.send({ type: 'wizard.next' });
  h.send({ type: 'wizard.change', field: 'role', value: role });
  h.send({ type: 'wizard.next' });
}

describe('create-workspace wizard machine', () => {
  it('requires a trimmed name on step 1 and a trimmed role on step 2', () => {
    const h = harness();
    h.send({ type: 'wizard.change', field: 'name', value: '   ' });
    h.send({ type: 'wizard.next' });
    expect(h.step()).toBe(0);
    expect(h.ctx().errors.name).toBe(wizardMessages.nameRequired);
    h.send({ type: 'wizard.change', field: 'name', value: 'Bot' });
    expect(h.ctx().errors.name).toBeUndefined();
    h.send({ type: 'wizard.next' });
    expect(h.step()).toBe(1);
    h.send({ type: 'wizard.next' });
    expect(h.ctx().errors.role).toBe(wizardMessages.roleRequired);
    h.send({ type: 'wizard.previous' });
    expect(h.step()).toBe(0);
  });

  it('re-checks both steps on Finish and jumps to the failing one', () => {
    const h = harness();
    fillAndReachFiles(h);
    h.send({ type: 'wizard.change', field: 'role', value: ' ' });
    h.send({ type: 'wizard.finish' });
    expect(h.step()).toBe(1);
    expect(h.ctx().errors.role).toBe(wizardMessages.roleRequired);
    h.send({ type: 'wizard.change', field: 'role', value: 'Helps' });
    h.send({ type: 'wizard.next' });
    h.send({ type: 'wizard.change', field: 'name', value: '' });
    h.send({ type: 'wizard.finish' });
    expect(h.step()).toBe(0);
    expect(h.ctx().errors.name).toBe(wizardMessages.nameRequired);
    expect(h.create.calls).toEqual([]);
  });

  it('creates the workspace with trimmed values, uploads each file, then reports it', async () => {
    const h = harness();
    fillAndReachFiles(h);
    const files = [fileNamed('a.txt'), fileNamed('b.md')];
    h.send({ type: 'wizard.filesAdded', files });
    h.send({ type: 'wizard.finish' });
    expect(h.create.calls).toEqual([{ name: 'Support bot', role: 'Answers questions' }]);
    await h.create.resolve(workspace('w1'));
    expect(h.upload.calls).toEqual([{ workspaceId: 'w1', file: files[0] }]);
    await h.upload.resolve(null);
    expect(h.ctx().uploadedCount).toBe(1);
    expect(h.upload.calls[1]).toEqual({ workspaceId: 'w1', file: files[1] });
    await h.upload.resolve(null);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.created.map((w) => w.id)).toEqual(['w1']);
  });

  it('sets apart the chosen files the agent cannot read and uploads only the others', async () => {
    const h = harness();
    fillAndReachFiles(h);
    const photo = new File([new Uint8Array([1])], 'photo.jpg', { type: 'image/jpeg' });
    h.send({ type: 'wizard.filesAdded', files: [photo, fileNamed('a.txt'), photo] });
    expect(h.ctx().files.map((f) => f.name)).toEqual(['a.txt']);
    expect(h.ctx().notRead).toEqual([photo]);
    h.send({ type: 'wizard.finish' });
    await h.create.resolve(workspace('w1'));
    await h.upload.resolve(null);
    expect(h.upload.calls.map((c) => c.file.name)).toEqual(['a.txt']);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('finishes without files', async () => {
    const h = harness();
    fillAndReachFiles(h);
    h.send({ type: 'wizard.finish' });
    await h.create.resolve(workspace('w1'));
    expect(h.created).toHaveLength(1);
  });

  it('lets files be removed before Finish', () => {
    const h = harness();
    fillAndReachFiles(h);
    h.send({ type: 'wizard.filesAdded', files: [fileNamed('a.txt'), fileNamed('b.txt')] });
    h.send({ type: 'wizard.fileRemoved', index: 0 });
    expect(h.ctx().files.map((f) => f.name)).toEqual(['b.txt']);
  });

  it('on an upload failure, keeps the created workspace and retries only the files left', async () => {
    const h = harness();
    fillAndReachFiles(h);
    h.send({ type: 'wizard.filesAdded', files: [fileNamed('a.txt'), fileNamed('b.txt')] });
    h.send({ type: 'wizard.finish' });
    await h.create.resolve(workspace('w1'));
    await h.upload.resolve(null);
    await h.upload.reject(new Error('Upload failed'));
    expect(h.step()).toBe(2);
    expect(h.ctx().failure).toBe(wizardMessages.submitFailed);
    expect(h.ctx().files.map((f) => f.name)).toEqual(['b.txt']);
    h.send({ type: 'wizard.finish' });
    expect(h.ctx().failure).toBeNull();
    expect(h.create.calls).toHaveLength(1);
    expect(h.upload.calls.at(-1)?.file.name).toBe('b.txt');
    await h.upload.resolve(null);
    expect(h.created).toHaveLength(1);
  });

  it('jumps to the step whose field the server refused', async () => {
    const h = harness();
    fillAndReachFiles(h);
    h.send({ type: 'wizard.finish' });
    await h.create.reject(
      apiError('name: Name must be at most 200 characters long.', {
        name: 'Name must be at most 200 characters long.',
      }),
    );
    expect(h.step()).toBe(0);
    expect(h.ctx().errors.name).toBe('Name must be at most 200 characters long.');
    expect(h.ctx().failure).toBe(wizardMessages.submitFailed);
  });

  it('goes back to the role step when the server refuses the role', async () => {
    const h = harness();
    fillAndReachFiles(h);
    h.send({ type: 'wizard.finish' });
    await h.create.reject(apiError('role: Role is too long.', { role: 'Role is too long.' }));
    expect(h.step()).toBe(1);
    expect(h.ctx().errors.role).toBe('Role is too long.');
  });

  it('steps back from the files step to the role step, keeping the values', () => {
    const h = harness();
    fillAndReachFiles(h);
    expect(h.step()).toBe(2);
    h.send({ type: 'wizard.previous' });
    expect(h.step()).toBe(1);
    expect(h.ctx().values.role).toBe(' Answers questions ');
  });
});

/** The wizard as the user sees it; server outcomes are events. */
const model = createMachine({
  id: 'createWorkspaceModel',
  initial: 'naming',
  states: {
    naming: { on: { NEXT_BLANK: 'nameError', ENTER_NAME_NEXT: 'definingRoles' } },
    nameError: {},
    definingRoles: {
      on: { NEXT_BLANK: 'roleError', ENTER_ROLE_NEXT: 'uploadingFiles', PREVIOUS: 'backToNaming' },
    },
    roleError: {},
    backToNaming: {},
    uploadingFiles: { on: { ADD_FILE: 'fileChosen', CLEAR_NAME_FINISH: 'nameErrorAfterFinish' } },
    nameErrorAfterFinish: {},
    fileChosen: { on: { FINISH: 'creating' } },
    creating: { on: { CREATED: 'uploading', CREATE_FAILED: 'submitFailed' } },
    uploading: { on: { UPLOADED: 'done', UPLOAD_FAILED: 'submitFailed' } },
    submitFailed: {},
    done: {},
  },
});

describeModel('create-workspace wizard machine (model-based)', model, () => {
  const h = harness();
  return {
    states: {
      naming: () => expect(h.step()).toBe(0),
      nameError: () => expect(h.ctx().errors.name).toBe(wizardMessages.nameRequired),
      definingRoles: () => expect(h.step()).toBe(1),
      roleError: () => expect(h.ctx().errors.role).toBe(wizardMessages.roleRequired),
      backToNaming: () => {
        expect(h.step()).toBe(0);
        expect(h.ctx().values.name).toBe('Bot');
      },
      uploadingFiles: () => expect(h.step()).toBe(2),
      nameErrorAfterFinish: () => {
        expect(h.step()).toBe(0);
        expect(h.ctx().errors.name).toBe(wizardMessages.nameRequired);
      },
      fileChosen: () => expect(h.ctx().files).toHaveLength(1),
      creating: () => expect(h.actor.getSnapshot().matches({ submitting: 'creating' })).toBe(true),
      uploading: () => expect(h.actor.getSnapshot().matches({ submitting: 'uploading' })).toBe(true),
      submitFailed: () => {
        expect(h.step()).toBe(2);
        expect(h.ctx().failure).toBe(wizardMessages.submitFailed);
      },
      done: () => expect(h.created).toHaveLength(1),
    },
    events: {
      NEXT_BLANK: () => h.send({ type: 'wizard.next' }),
      ENTER_NAME_NEXT: () => {
        h.send({ type: 'wizard.change', field: 'name', value: 'Bot' });
        h.send({ type: 'wizard.next' });
      },
      ENTER_ROLE_NEXT: () => {
        h.send({ type: 'wizard.change', field: 'role', value: 'Helps' });
        h.send({ type: 'wizard.next' });
      },
      PREVIOUS: () => h.send({ type: 'wizard.previous' }),
      ADD_FILE: () => h.send({ type: 'wizard.filesAdded', files: [fileNamed('a.txt')] }),
      CLEAR_NAME_FINISH: () => {
        h.send({ type: 'wizard.change', field: 'name', value: ' ' });
        h.send({ type: 'wizard.finish' });
      },
      FINISH: () => h.send({ type: 'wizard.finish' }),
      CREATED: () => h.create.resolve(workspace('w1')),
      CREATE_FAILED: () => h.create.reject(new Error('Server error occurred')),
      UPLOADED: () => h.upload.resolve(null),
      UPLOAD_FAILED: () => h.upload.reject(new Error('Upload failed')),
    },
    stop: () => h.actor.stop(),
  };
});
