import { z } from 'zod';
import { allowedSiteBody, allowedSiteSchema } from './allowedSite.ts';
import { endpoints } from './endpoint.ts';

const workspaceParams = z.object({ workspaceId: z.string() });
const integrationParams = z.object({ workspaceId: z.string(), integrationId: z.string() });

/** The web sites allowed to embed a workspace's chat widget (api-contract.md, 'Integrations'). */
export const integrationEndpoints = endpoints('Integrations', {
  list: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/integrations',
    summary: 'The sites allowed to embed the chat widget, newest first; none means any site may embed it',
    params: workspaceParams,
    data: z.array(allowedSiteSchema),
  },
  create: {
    method: 'post',
    path: '/api/workspaces/{workspaceId}/integrations',
    summary:
      'Allow a site (an http(s) origin) to embed the chat widget; from the first one on, /chat/{appId} may be framed only by allowed sites and the chat API refuses other Origins',
    params: workspaceParams,
    body: allowedSiteBody,
    data: allowedSiteSchema,
    status: 201,
  },
  remove: {
    method: 'delete',
    path: '/api/workspaces/{workspaceId}/integrations/{integrationId}',
    summary: 'Stop allowing a site; with none left, any site may embed the chat widget again',
    params: integrationParams,
    data: z.null(),
  },
});
