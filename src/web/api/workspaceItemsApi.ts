import type { ListStore, Values } from '../../../machines/list.machine.ts';
import { api } from './http.ts';
import { pagedCall } from './pagedCall.ts';

const seg = encodeURIComponent;

/**
 * The calls of a workspace's items under `base` (api-contract.md: /api/texts, /api/qnas):
 * `{ws}/list`, POST `{ws}`, PUT `updatePath`, DELETE `{ws}/{id}/delete`.
 */
export function workspaceItemsApi<T, F extends string>(
  base: string,
  updatePath: (workspaceId: string, id: string) => string,
): ListStore<T, F, string> {
  const data = async <R>(reply: Promise<{ data: R }>) => (await reply).data;
  return {
    list: (workspaceId, page) => pagedCall<T>(`${base}/${seg(workspaceId)}/list`, page),
    create: (workspaceId, body: Values<F>) =>
      data(api.call<T>(`${base}/${seg(workspaceId)}`, { method: 'POST', body })),
    update: (workspaceId, id, body: Values<F>) =>
      data(api.call<T>(`${base}/${updatePath(seg(workspaceId), seg(id))}`, { method: 'PUT', body })),
    remove: (workspaceId, id) =>
      data(api.call<null>(`${base}/${seg(workspaceId)}/${seg(id)}/delete`, { method: 'DELETE' })),
  };
}
