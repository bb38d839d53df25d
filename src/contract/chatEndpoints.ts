import { z } from 'zod';
import { chatMessageBody, chatReplySchema } from './chat.ts';
import { endpoints } from './endpoint.ts';
import { chatConfigSchema } from './workspace.ts';

const appParams = z.object({ appId: z.string().max(64) });

export const chatEndpoints = endpoints('Chat', {
  config: {
    method: 'get',
    path: '/api/chat/{appId}/config',
    summary: "A chat widget's name and sign-in requirement, by appId",
    public: true,
    params: appParams,
    data: chatConfigSchema,
  },
  send: {
    method: 'post',
    path: '/api/chat/{appId}/messages',
    summary:
      'Ask the agent; with Accept: text/event-stream the answer streams as `token` events, then `done` (this reply) or `error`. A workspace with authRequire needs the end-user bearer token its authUrl accepts',
    public: true,
    params: appParams,
    body: chatMessageBody,
    data: chatReplySchema,
  },
});
