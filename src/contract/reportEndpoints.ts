import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { chatReportSchema, reportQuery } from './report.ts';

export const reportEndpoints = endpoints('Reports', {
  chat: {
    method: 'get',
    path: '/api/workspaces/{workspaceId}/reports',
    summary: 'Questions per day, share answered, top unanswered questions and most cited sources',
    params: z.object({ workspaceId: z.string() }),
    query: reportQuery,
    data: chatReportSchema,
  },
});
