import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { healthEndpoints } from '../contract/healthEndpoints.ts';
import { createAgentRuntime } from './agentRuntime.ts';
import { renderApiDocsPage } from './apiDocsPage.ts';
import { API_DOCS_PATH, isApiPath } from './apiPaths.ts';
import { apiRoute } from './apiRoute.ts';
import { chatFramingPolicy, chatOriginGuard } from './chat/allowedSiteGuards.ts';
import { clientIp } from './clientIp.ts';
import type { Config } from './config.ts';
import { cors } from './cors.ts';
import type { Database } from './db/database.ts';
import { seedDemoAgent } from './demoAgent.ts';
import type { AppEnv } from './env.ts';
import { createDataConnectionService } from './insights/dataConnections.ts';
import { createDataFileService } from './insights/dataFiles/dataFileService.ts';
import { createFilesGeneration } from './insights/dataFiles/filesGeneration.ts';
import { createProjectDatabases } from './insights/dataFiles/projectDatabase.ts';
import { createDataProjectService } from './insights/dataProjects.ts';
import { createEgressPolicy, ownDatabaseOf, parseAllowList } from './insights/egressPolicy.ts';
import { createInsightGeneration } from './insights/insightGeneration.ts';
import { createInsightPageService } from './insights/insightPages.ts';
import { createPasswordBox } from './insights/passwordBox.ts';
import { createModelPlanner } from './insights/planner/modelPlanner.ts';
import type { SampleDatabase } from './insights/sampleDatabase.ts';
import { ApiError, failure, ok, validationFailure } from './reply.ts';
import { requestBody } from './requestBody.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerChatRoutes } from './routes/chat.ts';
import { registerContactRoutes } from './routes/contact.ts';
import { registerDataConnectionRoutes } from './routes/dataConnections.ts';
import { registerDataFileRoutes } from './routes/dataFiles.ts';
import { registerDataProjectRoutes } from './routes/dataProjects.ts';
import { registerEventRoutes } from './routes/events.ts';
import { registerFileRoutes } from './routes/files.ts';
import { registerHistoryRoutes } from './routes/history.ts';
import { registerInsightGenerationRoutes, registerInsightPageRoutes } from './routes/insights.ts';
import { registerIntegrationRoutes } from './routes/integrations.ts';
import { registerQnaRoutes } from './routes/qnas.ts';
import { registerTextRoutes } from './routes/texts.ts';
import { registerWorkspaceRoutes } from './routes/workspaces.ts';
import { securityHeaders } from './securityHeaders.ts';
import { createAllowedSiteService } from './services/allowedSites.ts';
import { createAuthService } from './services/auth.ts';
import { createFileStorage } from './services/fileStorage.ts';
import { createFileService, reconcileStoredFiles } from './services/files.ts';
import { createQnaService } from './services/qnas.ts';
import { createRateLimits } from './services/rateLimits.ts';
import { createSessions } from './services/sessions.ts';
import { createTextService } from './services/texts.ts';
import { createTokenSigner } from './services/tokens.ts';
import { createWorkspaceService } from './services/workspaces.ts';
import { fieldWithNul, NUL_MESSAGE } from './textInput.ts';
import { describeForLog, isRefusedValue } from './unexpectedError.ts';
import { mountWebApp } from './webApp.ts';

/** Brings stored uploads and their rows back in step after an unclean stop; run before serving. */
export const reconcileUploads = ({ config, db }: { config: Config; db: Database }) =>
  reconcileStoredFiles(db, createFileStorage(join(config.dataDir, 'files')), {
    graceMs: config.uploadOrphanGraceMs,
  });

/** Builds the whole HTTP app; `main.ts` listens with it, tests call it directly or over a socket. */
export function createApp({
  config,
  db,
  sampleDatabase,
}: {
  config: Config;
  db: Database;
  sampleDatabase?: Pick<SampleDatabase, 'address'>;
}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailure(c, result.error);
      // What the contract let through still must be storable: no NUL in any text (query or body).
      const field = result.target === 'param' ? undefined : fieldWithNul(result.data);
      if (field !== undefined) return failure(c, 400, `${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE });
    },
  });
  const signer = createTokenSigner(config.jwtSecret, config.tokenTtlSeconds);
  const rateLimits = createRateLimits(db, config.rateLimits);
  // Live event streams of an ended session close in every process.
  const sessions = createSessions(db, { announceEnded: (ids) => agents.bus.sessionsEnded(ids) });
  const auth = createAuthService({ db, signer, rateLimits, sessions, refreshTtlDays: config.refreshTtlDays });
  const storage = createFileStorage(join(config.dataDir, 'files'));
  const workspaces = createWorkspaceService({ db, storage });
  const agents = createAgentRuntime({ config, db, storage, workspaces });
  const files = createFileService({
    db,
    storage,
    workspaces,
    maxUploadBytes: config.maxUploadBytes,
    index: agents.indexer,
  });
  const indexHooks = (kind: 'text' | 'qna') => ({
    saved: (workspaceId: string, id: string) => agents.indexer.enqueue(kind, workspaceId, id),
    removed: (workspaceId: string, id: string) => agents.indexer.forget(kind, workspaceId, id),
  });

  app.use('*', securityHeaders);
  app.use('*', cors);
  app.use('*', (c, next) => {
    c.set('tokens', signer);
    c.set('sessions', sessions);
    return next();
  });
  app.use('*', requestBody({ idleMs: config.bodyIdleTimeoutMs }));

  app.openapi(apiRoute(healthEndpoints.health), (c) => ok(c, { status: 'ok' as const }));
  registerAuthRoutes(app, auth, config.trustProxy);
  registerContactRoutes(app, db, (c) => rateLimits.contactMessage(clientIp(c, config.trustProxy)));
  const allowedSites = createAllowedSiteService({ db, workspaces, bus: agents.bus });
  app.use('/api/chat/:appId/*', chatOriginGuard(allowedSites.originsForApp));
  registerChatRoutes(app, db, agents, config.trustProxy);
  registerEventRoutes(app, agents);
  registerHistoryRoutes(app, agents);
  // Every process drops what it cached of the workspace's knowledge.
  registerWorkspaceRoutes(app, workspaces, { removed: (id) => agents.bus.knowledgeChanged(id) });
  registerFileRoutes(app, files);
  registerIntegrationRoutes(app, allowedSites);
  const dataProjects = createDataProjectService(db);
  const projectDatabases = createProjectDatabases(config.dataDir);
  const incomingDataFiles = join(config.dataDir, 'datafiles', 'incoming');
  const dataFiles = createDataFileService({
    db,
    projects: dataProjects,
    databases: projectDatabases,
    incoming: createFileStorage(incomingDataFiles),
    incomingDir: incomingDataFiles,
    maxUploadBytes: config.maxUploadBytes,
    maxRows: config.dataFileMaxRows,
  });
  const dataConnections = createDataConnectionService({
    db,
    projects: dataProjects,
    filesCatalog: dataFiles.catalog,
    box: createPasswordBox(config.dataKey),
    egress: createEgressPolicy({
      allow: parseAllowList(config.dataConnectionAllow),
      ownDatabase: ownDatabaseOf(config.databaseUrl),
      sample: () => sampleDatabase?.address() ?? null,
    }),
  });
  registerDataProjectRoutes(app, dataProjects, dataConnections, dataFiles.dropProject);
  registerDataFileRoutes(app, dataFiles);
  registerDataConnectionRoutes(app, dataConnections, sampleDatabase, (userId) =>
    rateLimits.connectionTest(userId),
  );
  registerInsightPageRoutes(app, createInsightPageService({ db, projects: dataProjects }));
  registerInsightGenerationRoutes(
    app,
    createInsightGeneration(dataConnections, {
      files: createFilesGeneration({ projects: dataProjects, files: dataFiles, databases: projectDatabases }),
      model: config.openai.baseUrl
        ? createModelPlanner({
            baseUrl: config.openai.baseUrl,
            apiKey: config.openai.apiKey,
            model: config.openai.model,
          })
        : undefined,
    }),
    (userId) => rateLimits.generation(userId),
  );
  const texts = createTextService({ db, workspaces, index: indexHooks('text') });
  const qnas = createQnaService({ db, workspaces, index: indexHooks('qna') });
  registerTextRoutes(app, texts);
  registerQnaRoutes(app, qnas);
  // The landing page's demo agent; the server answers meanwhile, and a failure only costs the demo.
  const demoAgent = config.demoAgent
    ? seedDemoAgent({ db, texts, qnas }).catch((error) => {
        console.error('The demo agent could not be seeded:', describeForLog(error));
        return undefined;
      })
    : Promise.resolve(undefined);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  const openApiConfig = {
    openapi: '3.1.0',
    info: {
      title: 'AI Platform API',
      version: '1.0.0',
      description: 'Every reply is the envelope { success, errorLevel, message, code, data }.',
    },
  };
  app.doc31('/api/openapi.json', openApiConfig);
  app.get(API_DOCS_PATH, (c) => c.html(renderApiDocsPage(app.getOpenAPI31Document(openApiConfig) as never)));

  app.all('*', async (c, next) => {
    if (isApiPath(c.req.path)) return failure(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}.`);
    await next();
  });
  app.use('/chat/:appId', chatFramingPolicy(allowedSites.originsForApp));
  mountWebApp(app, config.webRoot);

  app.notFound((c) => failure(c, 404, `Nothing found at ${c.req.path}.`));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return failure(c, err.status, err.message, err.fields, err.data);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return failure(c, status, err.message || 'The request could not be processed.');
    }
    if (isRefusedValue(err)) return failure(c, 400, 'The request holds a value that cannot be stored.');
    console.error(`${c.req.method} ${c.req.path} failed: ${describeForLog(err)}`);
    return failure(c, 500, 'Something went wrong on our side. Please try again.');
  });

  /** Stops background work (indexing, event listening); call before closing the database. */
  return Object.assign(app, {
    close: async () => {
      await agents.stop();
      await projectDatabases.closeAll();
    },
    demoAgent,
  });
}
export type App = ReturnType<typeof createApp>;
