import { fromCallback, fromPromise } from 'xstate';
import {
  type AskEvent,
  type AskInput,
  chatConversationMachine,
} from '../../../machines/chatConversation.machine.ts';
import { chatWindowMachine } from '../../../machines/chatWindow.machine.ts';
import { chatEndpoints } from '../../contract/chatEndpoints.ts';
import { AskFailure, askAgent } from '../chat/askAgent.ts';
import { api } from './http.ts';

/** The public chat calls: no token, the appId is the key (api-contract.md, 'Chat'). */
export const chatApi = {
  config: async (appId: string) => (await api.request(chatEndpoints.config, { params: { appId } })).data,
};

export const liveChatWindowMachine = chatWindowMachine.provide({
  actors: { loadConfig: fromPromise(({ input }) => chatApi.config(input.appId)) },
});

/** One question as a child of the conversation: tokens as they stream, then the reply; aborted when stopped. */
export const askAgentActor = fromCallback<AskEvent, AskInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  askAgent(input, {
    signal: controller.signal,
    onToken: (text) => sendBack({ type: 'answer.token', text }),
  }).then(
    (reply) => sendBack({ type: 'answer.done', reply }),
    (error: unknown) => {
      if (controller.signal.aborted) return;
      const failure = error instanceof AskFailure ? error : new AskFailure(0);
      sendBack({ type: 'answer.failed', code: failure.code, message: failure.message });
    },
  );
  return () => controller.abort();
});

export const liveChatConversationMachine = chatConversationMachine.provide({
  actors: { askAgent: askAgentActor },
});
