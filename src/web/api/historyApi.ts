import { fromPromise } from 'xstate';
import { chatReportMachine } from '../../../machines/chatReport.machine.ts';
import { conversationTranscriptMachine } from '../../../machines/conversationTranscript.machine.ts';
import { type HistoryScope, historyListMachine } from '../../../machines/historyList.machine.ts';
import type { FetchPageInput } from '../../../machines/list.machine.ts';
import { conversationEndpoints } from '../../contract/conversationEndpoints.ts';
import { reportEndpoints } from '../../contract/reportEndpoints.ts';
import { api } from './http.ts';

/** The owner's side of the chat: conversations and the usage report (api-contract.md, 'Chat'). */
export const historyApi = {
  conversations: async ({ scope, page, size }: FetchPageInput<HistoryScope>) =>
    (
      await api.request(conversationEndpoints.list, {
        params: { workspaceId: scope.workspaceId },
        query: { page: String(page), size: String(size), ...(scope.unknownOnly ? { unknown: 'true' } : {}) },
      })
    ).data,
  conversation: async (workspaceId: string, conversationId: string) =>
    (await api.request(conversationEndpoints.get, { params: { workspaceId, conversationId } })).data,
  report: async (workspaceId: string, days: number) =>
    (await api.request(reportEndpoints.chat, { params: { workspaceId }, query: { days: String(days) } }))
      .data,
};

export const liveHistoryListMachine = historyListMachine.provide({
  actors: { fetchPage: fromPromise(({ input }) => historyApi.conversations(input)) },
});

export const liveConversationTranscriptMachine = conversationTranscriptMachine.provide({
  actors: {
    fetchConversation: fromPromise(({ input }) =>
      historyApi.conversation(input.workspaceId, input.conversationId),
    ),
  },
});

export const liveChatReportMachine = chatReportMachine.provide({
  actors: { fetchReport: fromPromise(({ input }) => historyApi.report(input.workspaceId, input.days)) },
});
