import { insightsPages } from '../../src/contract/routes.ts';
import { apiCall } from './apiCall.ts';

interface SampleDatabase {
  available: boolean;
  host: string;
  port: number;
  databaseName: string;
  username: string;
}

/** The server builds its sample database once on first start; wait until it listens. */
export async function sampleDatabase(token: string): Promise<SampleDatabase> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const found = await apiCall<SampleDatabase>(token, 'GET', '/api/data/sample-database');
    if (found.available) return found;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the sample database did not start');
}

interface Module {
  id: string;
  title: string;
  description: string;
  dataSource: string;
  moduleType: string;
  status: string;
}

/** A data insights project made through the API, with the sample database connected and indexed. */
export async function projectWithIndexedSample(
  token: string,
  project: { name: string; description?: string },
) {
  const db = await sampleDatabase(token);
  const { id: projectId } = await apiCall<{ id: string }>(token, 'POST', '/api/data/projects', project);
  const connection = await apiCall<{ id: string }>(
    token,
    'POST',
    `/api/data/connections/project/${projectId}`,
    {
      name: 'Superstore sample',
      type: 'POSTGRES',
      host: db.host,
      port: db.port,
      username: db.username,
      password: 'any',
      databaseName: db.databaseName,
    },
  );
  await apiCall(token, 'POST', `/api/data/connections/project/${projectId}/make-index`);
  return { projectId, connectionId: connection.id };
}

/**
 * A data insights project as a user leaves it after a first visit, made through the API: the
 * sample database connected and indexed, and a saved page of every module of the initial layout,
 * generated (numbers, charts and a table).
 */
export async function insightsProjectWithPage(token: string) {
  const { projectId, connectionId } = await projectWithIndexedSample(token, {
    name: 'Superstore sales and returns across every region',
    description: 'Sales of the sample shop.',
  });
  const layout = await apiCall<{ modules: Module[] }>(
    token,
    'POST',
    `/api/data/projects/${projectId}/pages/generate`,
  );
  const generated = [];
  for (const module of layout.modules) {
    const dataSource = module.dataSource || connectionId;
    const content = await apiCall<{ generatedContent: unknown; query: string }>(
      token,
      'POST',
      '/api/data/modules/generate',
      { projectId, description: module.description, dataSource, moduleType: module.moduleType },
    );
    generated.push({
      ...module,
      dataSource,
      status: 'generated',
      generatedContent: content.generatedContent,
      query: content.query,
    });
  }
  const page = await apiCall<{ id: string }>(token, 'PUT', `/api/data/projects/${projectId}/page`, {
    modules: generated,
  });
  return { projectId, pageId: page.id };
}

/**
 * Every Data Insights page of a project whose page `pageId` is saved, and an address that is no
 * page; `charts` where the page draws the saved modules (the workbench, the console's index and
 * the saved page).
 */
export const insightsRoutes = (pageId: string) =>
  [...insightsPages, `/data-insights-console/insights/${pageId}`, '/data-insights-console/no-such-page'].map(
    (route) => ({
      route,
      charts: !/\/(insights|data-source|no-such-page)$/.test(route),
    }),
  );
