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

/** Lists load one page this large so the user sees every row (the API's maximum). */
export const FULL_LIST_SIZE = 100;

const data = async <T>(reply: Promise<{ data: T }>) => (await reply).data;
const ws = (id: string) => `/api/workspaces/${encodeURIComponent(id)}`;
const seg = encodeURIComponent;

/** The workspace calls of api-contract.md, 'Workspaces (agents)'. */
export const workspacesApi = {
  list: (size: number) => data(api.call<Page<Workspace>>('/api/workspaces', { query: { page: 0, size } })),
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

export const textsApi = {
  list: (wsId: string) =>
    data(api.call<Page<Text>>(`/api/texts/${seg(wsId)}/list`, { query: { page: 0, size: FULL_LIST_SIZE } })),
  create: (wsId: string, body: TextInput) =>
    data(api.call<Text>(`/api/texts/${seg(wsId)}`, { method: 'POST', body })),
  update: (wsId: string, id: string, body: TextInput) =>
    data(api.call<Text>(`/api/texts/${seg(wsId)}/${seg(id)}/update`, { method: 'PUT', body })),
  remove: (wsId: string, id: string) =>
    data(api.call<null>(`/api/texts/${seg(wsId)}/${seg(id)}/delete`, { method: 'DELETE' })),
};

export const qnasApi = {
  list: (wsId: string) =>
    data(api.call<Page<Qna>>(`/api/qnas/${seg(wsId)}/list`, { query: { page: 0, size: FULL_LIST_SIZE } })),
  create: (wsId: string, body: QnaInput) =>
    data(api.call<Qna>(`/api/qnas/${seg(wsId)}`, { method: 'POST', body })),
  update: (wsId: string, id: string, body: QnaInput) =>
    data(api.call<Qna>(`/api/qnas/${seg(wsId)}/${seg(id)}`, { method: 'PUT', body })),
  remove: (wsId: string, id: string) =>
    data(api.call<null>(`/api/qnas/${seg(wsId)}/${seg(id)}/delete`, { method: 'DELETE' })),
};
