import type { PageRequest } from '../../../machines/list.machine.ts';
import type {
  Qna,
  QnaInput,
  Text,
  TextInput,
  UploadedFile,
  Workspace,
  WorkspaceCreate,
  WorkspaceUpdate,
} from '../../contract/workspace.ts';
import {
  fileEndpoints,
  qnaEndpoints,
  textEndpoints,
  workspaceEndpoints,
} from '../../contract/workspaceEndpoints.ts';
import { api } from './http.ts';
import { pagedCall } from './pagedCall.ts';
import { workspaceItemsApi } from './workspaceItemsApi.ts';

const data = async <T>(reply: Promise<{ data: T }>) => (await reply).data;
const workspace = (workspaceId: string) => ({ params: { workspaceId } });

/** The workspace calls of api-contract.md, 'Workspaces (agents)', from the contract's endpoints. */
export const workspacesApi = {
  list: (page: PageRequest) => pagedCall<Workspace>(workspaceEndpoints.list, undefined, page),
  get: (id: string) => data(api.request(workspaceEndpoints.get, workspace(id))),
  create: (body: WorkspaceCreate) => data(api.request(workspaceEndpoints.create, { body })),
  update: (id: string, body: WorkspaceUpdate) =>
    data(api.request(workspaceEndpoints.update, { ...workspace(id), body })),
  remove: (id: string) => data(api.request(workspaceEndpoints.remove, workspace(id))),
  chatInfo: (id: string) => data(api.request(workspaceEndpoints.chatInfo, workspace(id))),
  files: (id: string, page: PageRequest) =>
    pagedCall<UploadedFile>(fileEndpoints.list, { workspaceId: id }, page),
  removeFile: (id: string, fileId: string) =>
    data(api.request(fileEndpoints.remove, { params: { workspaceId: id, fileId } })),
};

/** Texts: PUT `/api/texts/{workspaceId}/{textId}/update`. */
export const textsApi = workspaceItemsApi<Text, keyof TextInput>(textEndpoints, 'textId');

/** Q&A pairs: PUT `/api/qnas/{workspaceId}/{qnaId}`. */
export const qnasApi = workspaceItemsApi<Qna, keyof QnaInput>(qnaEndpoints, 'qnaId');
