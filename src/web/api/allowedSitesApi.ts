import type { AllowedSiteInput } from '../../contract/allowedSite.ts';
import { integrationEndpoints } from '../../contract/integrationEndpoints.ts';
import { api } from './http.ts';

const data = async <T>(reply: Promise<{ data: T }>) => (await reply).data;

/** A workspace's allowed sites (api-contract.md, 'Integrations'), from the contract's endpoints. */
export const allowedSitesApi = {
  list: (workspaceId: string) => data(api.request(integrationEndpoints.list, { params: { workspaceId } })),
  add: (workspaceId: string, body: AllowedSiteInput) =>
    data(api.request(integrationEndpoints.create, { params: { workspaceId }, body })),
  remove: (workspaceId: string, integrationId: string) =>
    data(api.request(integrationEndpoints.remove, { params: { workspaceId, integrationId } })),
};
