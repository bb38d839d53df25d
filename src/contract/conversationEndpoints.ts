import { z } from 'zod';
import { conversationListQuery, conversationSchema, conversationSummarySchema } from './conversation.ts';
import { endpoints } from './endpoint.ts';
import { pageOf } from './page.ts';

export const conversationEndpoints = endpoints('History', {
  list: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/conversations',
    summary:
      "A page of the workspace's chat conversations, most recent first; ?unknown=true keeps those with a not-known answer",
    params: z.object({ workspaceId: z.string() }),
    query: conversationListQuery,
    data: pageOf(conversationSummarySchema),
  },
  get: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/conversations/{conversationId}',
    summary: 'One conversation with every question, answer and its sources',
    params: z.object({ workspaceId: z.string(), conversationId: z.string() }),
    data: conversationSchema,
  },
});
