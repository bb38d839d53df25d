import { z } from 'zod';
import { endpoints } from './endpoint.ts';

export const healthEndpoints = endpoints('Health', {
  health: {
    method: 'get',
    path: '/api/health',
    summary: 'Answers when the server is ready',
    public: true,
    data: z.object({ status: z.literal('ok') }),
  },
});
