import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { chatConfigSchema } from './workspace.ts';

export const chatEndpoints = endpoints('Chat', {
  config: {
    method: 'get',
    path: '/api/chat/{appId}/config',
    summary: "A chat widget's name and sign-in requirement, by appId",
    public: true,
    params: z.object({ appId: z.string().max(64) }),
    data: chatConfigSchema,
  },
});
