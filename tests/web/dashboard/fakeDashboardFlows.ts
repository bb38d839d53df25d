import { fromCallback, fromPromise } from 'xstate';
import { agentEditorMachine } from '../../../machines/agentEditor.machine.ts';
import { allowedSiteListMachine } from '../../../machines/allowedSiteList.machine.ts';
import {
  type BatchUploadEvent,
  batchUploadMachine,
  type FileUploadInput,
} from '../../../machines/batchUpload.machine.ts';
import { chatReportMachine } from '../../../machines/chatReport.machine.ts';
import { conversationTranscriptMachine } from '../../../machines/conversationTranscript.machine.ts';
import { createWorkspaceMachine } from '../../../machines/createWorkspace.machine.ts';
import { filesListMachine } from '../../../machines/filesList.machine.ts';
import { historyListMachine } from '../../../machines/historyList.machine.ts';
import { listActors, slicePage } from '../../../machines/list.machine.ts';
import { qnaListMachine } from '../../../machines/qnaList.machine.ts';
import { textListMachine } from '../../../machines/textList.machine.ts';
import { workspaceSelectorMachine } from '../../../machines/workspaceSelector.machine.ts';
import { type AllowedSite, allowedSiteMessages } from '../../../src/contract/allowedSite.ts';
import type { Conversation } from '../../../src/contract/conversation.ts';
import type { ChatReport } from '../../../src/contract/report.ts';
import type { Qna, Text, UploadedFile, Workspace } from '../../../src/contract/workspace.ts';
import { memoryListStore } from '../../../src/web/api/memoryListStore.ts';
import type { DashboardFlows } from '../../../src/web/dashboard/DashboardFlows.ts';
import { apiError, workspace } from './workspaceFixtures.ts';

/** A file with this name fails to upload in the fake backend. */
export const FAILING_FILE = 'too-big.pdf';

/**
 * The dashboard flows bound to an in-memory backend: what the tests add, edit and delete is
 * kept, so a page shows what the previous step did.
 */
export function fakeDashboardFlows(seed: { workspaces?: Workspace[] } = {}) {
  const db = {
    workspaces: [...(seed.workspaces ?? [])],
    files: [] as UploadedFile[],
    texts: [] as Text[],
    qnas: [] as Qna[],
    /** Newest first, as the server lists them. */
    allowedSites: [] as AllowedSite[],
    uploads: [] as string[],
    /** Newest first, as the server lists them. */
    conversations: [] as Conversation[],
    report: { perDay: [], answeredShare: 1, topUnanswered: [], topSources: [] } as ChatReport,
  };
  let next = 100;
  const id = (prefix: string) => `${prefix}${next++}`;
  const now = () => new Date('2025-04-01T12:00:00Z').toISOString();

  const flows: DashboardFlows = {
    selector: workspaceSelectorMachine.provide({
      actors: { fetchWorkspaces: fromPromise(async ({ input }) => slicePage(db.workspaces, input)) },
      actions: {
        persistSelection: (_, { id: selected }) => {
          if (selected) localStorage.setItem('workspaceId', selected);
          else localStorage.removeItem('workspaceId');
        },
      },
    }),
    createWorkspace: (onCreated) =>
      createWorkspaceMachine.provide({
        actors: {
          createWorkspace: fromPromise(async ({ input }) => {
            const created = { ...workspace(id('w')), ...input };
            db.workspaces.unshift(created);
            return created;
          }),
          uploadFile: fromPromise(async ({ input }) => {
            db.uploads.push(input.file.name);
          }),
        },
        actions: { workspaceCreated: (_, { workspace: created }) => onCreated(created) },
      }),
    agentEditor: ({ onSaved, onDeleted }) =>
      agentEditorMachine.provide({
        actors: {
          fetchWorkspace: fromPromise(async ({ input }) => {
            const found = db.workspaces.find((w) => w.id === input.workspaceId);
            if (!found) throw new Error('Workspace not found.');
            return found;
          }),
          saveWorkspace: fromPromise(async ({ input }) => {
            const index = db.workspaces.findIndex((w) => w.id === input.workspaceId);
            const saved = {
              ...db.workspaces[index]!,
              ...input.update,
              authUrl: input.update.authUrl ?? null,
            };
            db.workspaces[index] = saved;
            return saved;
          }),
          deleteWorkspace: fromPromise(async ({ input }) => {
            db.workspaces = db.workspaces.filter((w) => w.id !== input.workspaceId);
          }),
        },
        actions: {
          agentSaved: (_, { workspace: saved }) => onSaved(saved),
          workspaceDeleted: (_, { id: deleted }) => onDeleted(deleted),
        },
      }),
    filesList: filesListMachine.provide({
      actors: listActors<UploadedFile, never, string>({
        list: async (_, page) => slicePage(db.files, page),
        remove: async (_, fileId) => {
          db.files = db.files.filter((f) => f.id !== fileId);
        },
      }),
    }),
    batchUpload: (onBatchCompleted) =>
      batchUploadMachine.provide({
        actors: {
          uploadFile: fromCallback<BatchUploadEvent, FileUploadInput>(({ input, sendBack }) => {
            sendBack({ type: 'upload.progress', id: input.id, percent: 50 });
            const timer = setTimeout(() => {
              if (input.file.name === FAILING_FILE) {
                sendBack({ type: 'upload.failed', id: input.id, message: 'The file is larger than 50 MB.' });
                return;
              }
              db.files.unshift({
                id: id('f'),
                originalFileName: input.file.name,
                contentType: input.file.type,
                size: input.file.size,
                gmtCreated: now(),
                status: 'indexing',
                statusReason: null,
              });
              sendBack({ type: 'upload.succeeded', id: input.id });
            }, 0);
            return () => clearTimeout(timer);
          }),
        },
        actions: { batchCompleted: onBatchCompleted },
      }),
    textList: textListMachine.provide({
      actors: listActors(
        memoryListStore<Text, 'name' | 'content', string>({
          itemsOf: () => db.texts,
          create: (values) => ({ id: id('t'), ...values, updatedAt: now() }),
          update: (text, values) => ({ ...text, ...values, updatedAt: now() }),
        }),
      ),
    }),
    qnaList: qnaListMachine.provide({
      actors: listActors(
        memoryListStore<Qna, 'question' | 'answer', string>({
          itemsOf: () => db.qnas,
          create: (values) => ({ id: id('q'), ...values }),
          update: (pair, values) => ({ ...pair, ...values }),
        }),
      ),
    }),
    historyList: historyListMachine.provide({
      actors: {
        fetchPage: fromPromise(async ({ input }) => {
          const shown = db.conversations.filter((c) => !input.scope.unknownOnly || c.unknown > 0);
          const start = input.page * input.size;
          return {
            content: shown.slice(start, start + input.size).map(({ transcript: _, ...summary }) => summary),
            totalElements: shown.length,
          };
        }),
      },
    }),
    conversationTranscript: conversationTranscriptMachine.provide({
      actors: {
        fetchConversation: fromPromise(async ({ input }) => {
          const found = db.conversations.find((c) => c.id === input.conversationId);
          if (!found) throw new Error('Conversation not found.');
          return found;
        }),
      },
    }),
    chatReport: chatReportMachine.provide({
      actors: { fetchReport: fromPromise(async () => db.report) },
    }),
    allowedSites: allowedSiteListMachine.provide({
      actors: listActors(
        memoryListStore<AllowedSite, 'origin', string>({
          itemsOf: () => db.allowedSites,
          create: ({ origin }) => {
            // As the server does: the same origin twice is refused beside the field.
            if (db.allowedSites.some((s) => s.origin === origin)) {
              const message = allowedSiteMessages.duplicate(origin);
              throw apiError(message, { origin: message });
            }
            return { id: id('s'), origin, gmtCreated: now() };
          },
          // Sites are not edited (the list offers no edit).
          update: (site) => site,
        }),
      ),
    }),
  };
  return { flows, db };
}

/** A promise actor that always fails with `message`. */
export const failing = <TOutput, TInput>(message: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(message);
  });
