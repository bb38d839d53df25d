import type { PageRequest } from '../../../machines/list.machine.ts';
import type { Page } from '../../contract/page.ts';
import { api } from './http.ts';

/** One page of a listed resource: `GET path?page&size` (api-contract.md, 'Pages'). */
export async function pagedCall<T>(path: string, { page, size }: PageRequest): Promise<Page<T>> {
  return (await api.call<Page<T>>(path, { query: { page, size } })).data;
}
