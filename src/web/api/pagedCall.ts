import type { PageRequest } from '../../../machines/list.machine.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import type { Page } from '../../contract/page.ts';
import { api } from './http.ts';

/** A listing endpoint: path parameters and `?page&size` (api-contract.md, 'Pages'). */
type ListEndpoint = Endpoint & { query: NonNullable<Endpoint['query']> };

/** One page of a listed resource, from its endpoint in the contract. */
export async function pagedCall<T>(
  endpoint: ListEndpoint,
  params: Record<string, string> | undefined,
  { page, size }: PageRequest,
): Promise<Page<T>> {
  const args = { params, query: { page: String(page), size: String(size) } };
  return (await api.request(endpoint, args as never)).data as Page<T>;
}
