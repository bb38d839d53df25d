import type { Page } from '../../contract/page.ts';
import type {
  ChatInfo,
  Qna,
  QnaInput,
  Text,
  TextInput,
  UploadedFile,
  Workspace,
  WorkspaceCreate,
  WorkspaceUpdate,
} from '../../contract/workspace.ts';
import { api } from './http.ts';
import { pagedCall } from './pagedCall.ts';
import { workspaceItemsApi } from './workspaceItemsApi.ts';

/** Lists load one page this large so the user sees every row (the API's maximum). */
export const FULL_LIST_SIZE = 100;

const data = async <T>(reply: Promise<{ data: T }>) => (await reply).data;
const ws = (id: string) => `/api/workspaces/${encodeURIComponent(id)}`;
const seg = encodeURIComponent;

/** The workspace calls of api-contract.md, 'Workspaces (agents)'. */
export const workspacesApi = {
  list: (size: number) => pagedCall<Workspace>('/api/workspaces', { page: 0, size }),
  get: (id: string) => data(api.call<Workspace>(ws(id))),
  create: (body: WorkspaceCreate) =>
    data(api.call<Workspace>('/api/workspaces/create', { method: 'POST', body })),
  update: (id: string, body: WorkspaceUpdate) => data(api.call<Workspace>(ws(id), { method: 'PUT', body })),
  remove: (id: string) => data(api.call<null>(ws(id), { method: 'DELETE' })),
  chatInfo: (id: string) => data(api.call<ChatInfo>(`${ws(id)}/chat`)),
  files: (id: string) =>
    data(api.call<Page<UploadedFile>>(`${ws(id)}/files`, { query: { page: 0, size: FULL_LIST_SIZE } })),
  removeFile: (id: string, fileId: string) =>
    data(api.call<null>(`${ws(id)}/files/${seg(fileId)}/delete`, { method: 'DELETE' })),
};

/** Texts: PUT `/api/texts/{ws}/{id}/update`. */
export const textsApi = workspaceItemsApi<Text, keyof TextInput>(
  '/api/texts',
  (ws, id) => `${ws}/${id}/update`,
);

/** Q&A pairs: PUT `/api/qnas/{ws}/{id}`. */
export const qnasApi = workspaceItemsApi<Qna, keyof QnaInput>('/api/qnas', (ws, id) => `${ws}/${id}`);
