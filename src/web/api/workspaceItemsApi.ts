import type { ListStore, Values } from '../../../machines/list.machine.ts';
import type { qnaEndpoints, textEndpoints } from '../../contract/workspaceEndpoints.ts';
import { api } from './http.ts';
import { pagedCall } from './pagedCall.ts';

type ItemEndpoints = typeof textEndpoints | typeof qnaEndpoints;

/**
 * The calls of a workspace's items (texts, Q&A) from their endpoints in the contract: list,
 * create, update and delete; `idParam` names the item in the update and delete paths.
 */
export function workspaceItemsApi<T, F extends string>(
  endpoints: ItemEndpoints,
  idParam: 'textId' | 'qnaId',
): ListStore<T, F, string> {
  // The two groups differ only in their item parameter's name, which `idParam` supplies.
  const send = async <R>(endpoint: ItemEndpoints[keyof ItemEndpoints], args: object) =>
    (await api.request(endpoint, args as never)).data as R;
  const item = (workspaceId: string, id: string) => ({ workspaceId, [idParam]: id });
  return {
    list: (workspaceId, page) => pagedCall<T>(endpoints.list, { workspaceId }, page),
    create: (workspaceId, body: Values<F>) => send<T>(endpoints.create, { params: { workspaceId }, body }),
    update: (workspaceId, id, body: Values<F>) =>
      send<T>(endpoints.update, { params: item(workspaceId, id), body }),
    remove: (workspaceId, id) => send<null>(endpoints.remove, { params: item(workspaceId, id) }),
  };
}
