import { createChatRateLimit } from './chat/chatRateLimit.ts';
import { createChatService } from './chat/chatService.ts';
import { createHistoryService } from './chat/history.ts';
import { createReportService } from './chat/reports.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createEventBus } from './events/eventBus.ts';
import { createEventTickets } from './events/eventTickets.ts';
import { createEmbedder } from './knowledge/embedder.ts';
import { createIndexQueue } from './knowledge/indexQueue.ts';
import { createKnowledgeIndexer } from './knowledge/knowledgeIndexer.ts';
import { createKnowledgeSearch } from './knowledge/knowledgeSearch.ts';
import { createLocalAnswerEngine } from './knowledge/localAnswerEngine.ts';
import { createOpenAiAnswerEngine } from './knowledge/openaiAnswerEngine.ts';
import type { FileStorage } from './services/fileStorage.ts';
import type { WorkspaceService } from './services/workspaces.ts';

/** How often an idle process looks for index jobs queued by other processes. */
const POLL_MS = 1000;

/**
 * The agent runtime of one server process: the event bus, the durable indexer (started here),
 * retrieval, the answering engine and the chat, history and report services.
 */
export function createAgentRuntime({
  config,
  db,
  storage,
  workspaces,
}: {
  config: Config;
  db: Database;
  storage: FileStorage;
  workspaces: WorkspaceService;
}) {
  const bus = createEventBus(db);
  const embedder = createEmbedder({
    mode: config.embeddings,
    openaiBaseUrl: config.openai.embeddingsBaseUrl,
    openaiApiKey: config.openai.apiKey,
    openaiEmbeddingModel: config.openai.embeddingModel,
  });
  const indexer = createKnowledgeIndexer({
    db,
    storage,
    embedder,
    bus,
    queue: createIndexQueue(db),
    leaseMs: config.indexJobLeaseMs,
    pollMs: POLL_MS,
  });
  const search = createKnowledgeSearch({ db, embedder, bus, cachedChunks: config.knowledgeCacheChunks });
  const engine = config.openai.baseUrl
    ? createOpenAiAnswerEngine(search, {
        baseUrl: config.openai.baseUrl,
        apiKey: config.openai.apiKey,
        model: config.openai.model,
      })
    : createLocalAnswerEngine(search);
  const chat = createChatService({
    db,
    engine,
    rateLimit: createChatRateLimit(db, { points: config.chatRateLimit, windowSeconds: 60 }),
    endUserAuth: { allowPrivate: config.authUrlAllowPrivate, timeoutMs: 5000 },
  });
  indexer.start();
  return {
    bus,
    indexer,
    search,
    engine,
    chat,
    history: createHistoryService({ db, workspaces }),
    reports: createReportService({ db, workspaces }),
    tickets: createEventTickets(db),
    async stop() {
      await indexer.stop();
      await bus.close();
    },
  };
}
export type AgentRuntime = ReturnType<typeof createAgentRuntime>;
