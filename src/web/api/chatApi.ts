import { fromPromise } from 'xstate';
import { chatWindowMachine } from '../../../machines/chatWindow.machine.ts';
import type { ChatConfig } from '../../contract/workspace.ts';
import { api } from './http.ts';

/** The public chat calls: no token, the appId is the key (api-contract.md, 'Chat'). */
export const chatApi = {
  config: async (appId: string) =>
    (await api.call<ChatConfig>(`/api/chat/${encodeURIComponent(appId)}/config`, { skipAuth: true })).data,
};

export const liveChatWindowMachine = chatWindowMachine.provide({
  actors: { loadConfig: fromPromise(({ input }) => chatApi.config(input.appId)) },
});
