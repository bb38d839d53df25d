import { fromCallback, fromPromise } from 'xstate';
import { agentEditorMachine } from '../../../machines/agentEditor.machine.ts';
import { allowedSiteListMachine } from '../../../machines/allowedSiteList.machine.ts';
import {
  type BatchUploadEvent,
  batchUploadMachine,
  type FileUploadInput,
} from '../../../machines/batchUpload.machine.ts';
import { createWorkspaceMachine } from '../../../machines/createWorkspace.machine.ts';
import { FILE_RETRY, filesListMachine } from '../../../machines/filesList.machine.ts';
import { type ListStore, listActors } from '../../../machines/list.machine.ts';
import { qnaListMachine } from '../../../machines/qnaList.machine.ts';
import { textListMachine } from '../../../machines/textList.machine.ts';
import { workspaceSelectorMachine } from '../../../machines/workspaceSelector.machine.ts';
import type { Qna, Text, UploadedFile, Workspace } from '../../contract/workspace.ts';
import type { DashboardFlows } from '../dashboard/DashboardFlows.ts';
import { allowedSitesApi } from './allowedSitesApi.ts';
import { filesApi } from './filesApi.ts';
import {
  liveChatReportMachine,
  liveConversationTranscriptMachine,
  liveHistoryListMachine,
} from './historyApi.ts';
import { liveFileStatusFeed } from './liveFileStatusFeed.ts';
import { itemStatusFeed } from './liveItemStatusFeed.ts';
import { UPLOAD_FAILED, uploadFile } from './uploadFile.ts';
import { qnasApi, textsApi, workspacesApi } from './workspacesApi.ts';

/** Where the browser keeps the selected workspace between visits. */
export const SELECTED_WORKSPACE_KEY = 'workspaceId';

export const liveWorkspaceSelectorMachine = workspaceSelectorMachine.provide({
  actors: {
    fetchWorkspaces: fromPromise(({ input }) => workspacesApi.list({ page: input.page, size: input.size })),
  },
  actions: {
    persistSelection: (_, { id }) => {
      if (id) localStorage.setItem(SELECTED_WORKSPACE_KEY, id);
      else localStorage.removeItem(SELECTED_WORKSPACE_KEY);
    },
  },
});

export const liveCreateWorkspaceMachine = (onCreated: (workspace: Workspace) => void) =>
  createWorkspaceMachine.provide({
    actors: {
      createWorkspace: fromPromise(({ input }) => workspacesApi.create(input)),
      uploadFile: fromPromise(({ input, signal }) => uploadFile(input.workspaceId, input.file, { signal })),
    },
    actions: { workspaceCreated: (_, { workspace }) => onCreated(workspace) },
  });

export const liveAgentEditorMachine = (events: {
  onSaved: (workspace: Workspace) => void;
  onDeleted: (id: string) => void;
}) =>
  agentEditorMachine.provide({
    actors: {
      fetchWorkspace: fromPromise(({ input }) => workspacesApi.get(input.workspaceId)),
      saveWorkspace: fromPromise(({ input }) => workspacesApi.update(input.workspaceId, input.update)),
      deleteWorkspace: fromPromise(({ input }) => workspacesApi.remove(input.workspaceId)),
    },
    actions: {
      agentSaved: (_, { workspace }) => events.onSaved(workspace),
      workspaceDeleted: (_, { id }) => events.onDeleted(id),
    },
  });

/** The files of a workspace through the API: list, delete, index again, download. */
const filesStore: ListStore<UploadedFile, never, string> = {
  list: workspacesApi.files,
  remove: workspacesApi.removeFile,
  act: async (workspaceId, action, file) => {
    if (action === FILE_RETRY) return filesApi.reindex(workspaceId, file.id);
    await filesApi.download(workspaceId, file.id, file.originalFileName);
    return undefined;
  },
};

export const liveFilesListMachine = filesListMachine.provide({
  actors: { ...listActors(filesStore), feed: liveFileStatusFeed },
});

/** One file's upload as a child of the batch: progress while it runs, aborted when stopped. */
const uploadOneFile = fromCallback<BatchUploadEvent, FileUploadInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const report = (event: BatchUploadEvent) => {
    if (!controller.signal.aborted) sendBack(event);
  };
  uploadFile(input.workspaceId, input.file, {
    signal: controller.signal,
    onProgress: (percent) => report({ type: 'upload.progress', id: input.id, percent }),
  }).then(
    () => report({ type: 'upload.succeeded', id: input.id }),
    (error: Error) =>
      report({ type: 'upload.failed', id: input.id, message: error.message || UPLOAD_FAILED }),
  );
  return () => controller.abort();
});

export const liveBatchUploadMachine = (onBatchCompleted: () => void) =>
  batchUploadMachine.provide({
    actors: { uploadFile: uploadOneFile },
    actions: { batchCompleted: onBatchCompleted },
  });

export const liveTextListMachine = textListMachine.provide({
  actors: { ...listActors(textsApi), feed: itemStatusFeed<Text, 'name' | 'content'>('text') },
});

export const liveQnaListMachine = qnaListMachine.provide({
  actors: { ...listActors(qnasApi), feed: itemStatusFeed<Qna, 'question' | 'answer'>('qna') },
});

/** The server returns every allowed site at once (there are at most 50), so one call is the whole list. */
export const liveAllowedSiteListMachine = allowedSiteListMachine.provide({
  actors: {
    fetchPage: fromPromise(async ({ input }) => {
      const sites = await allowedSitesApi.list(input.scope);
      return { content: sites, totalElements: sites.length };
    }),
    createItem: fromPromise(({ input }) => allowedSitesApi.add(input.scope, input.values)),
    deleteItem: fromPromise(({ input }) => allowedSitesApi.remove(input.scope, input.id)),
  },
});

/** Every dashboard machine bound to the real API. */
export const liveDashboardFlows: DashboardFlows = {
  selector: liveWorkspaceSelectorMachine,
  createWorkspace: liveCreateWorkspaceMachine,
  agentEditor: liveAgentEditorMachine,
  filesList: liveFilesListMachine,
  batchUpload: liveBatchUploadMachine,
  textList: liveTextListMachine,
  qnaList: liveQnaListMachine,
  historyList: liveHistoryListMachine,
  conversationTranscript: liveConversationTranscriptMachine,
  chatReport: liveChatReportMachine,
  allowedSites: liveAllowedSiteListMachine,
};
