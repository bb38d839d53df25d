import { z } from 'zod';
import { connectionDefinitionsSchema } from './connectionDefinitions.ts';
import {
  connectionBody,
  connectionTestResultSchema,
  connectionUpdateBody,
  dataConnectionSchema,
  dataConnectionSummarySchema,
  dataProjectBody,
  dataProjectSchema,
  generateModuleBody,
  generateModuleResultSchema,
  generatePageResultSchema,
  insightPageSchema,
  makeIndexResultSchema,
  projectCatalogSchema,
  sampleDatabaseSchema,
  savePageBody,
} from './dataInsights.ts';
import { endpoints } from './endpoint.ts';
import { pageOf, pageQuery } from './page.ts';

const projectParams = z.object({ projectId: z.string() });
const connectionParams = z.object({ connectionId: z.string() });
const pageParams = z.object({ pageId: z.string() });

export const dataProjectEndpoints = endpoints('Data projects', {
  list: {
    method: 'get',
    path: '/api/data/projects',
    summary: 'A page of your data projects, oldest first (the console selects the first)',
    query: pageQuery,
    data: pageOf(dataProjectSchema),
  },
  create: {
    method: 'post',
    path: '/api/data/projects',
    summary: 'Create a data project',
    body: dataProjectBody,
    data: dataProjectSchema,
    status: 201,
  },
  remove: {
    method: 'delete',
    path: '/api/data/projects/{projectId}',
    summary: 'Delete a project with its connections, catalog and saved page',
    params: projectParams,
    data: z.null(),
  },
  catalog: {
    method: 'get',
    path: '/api/data/projects/{projectId}/catalog',
    summary: "What Make Index read from the project's connections",
    params: projectParams,
    data: projectCatalogSchema,
  },
});

export const dataConnectionEndpoints = endpoints('Data connections', {
  list: {
    method: 'get',
    path: '/api/data/connections/project/{projectId}',
    summary: "A page of the project's connections (never a password)",
    params: projectParams,
    query: pageQuery,
    data: pageOf(dataConnectionSchema),
  },
  create: {
    method: 'post',
    path: '/api/data/connections/project/{projectId}',
    summary: 'Add a connection to the project; the password is stored encrypted',
    params: projectParams,
    body: connectionBody,
    data: dataConnectionSchema,
    status: 201,
  },
  test: {
    method: 'post',
    path: '/api/data/connections/test',
    summary: 'Try the connection fields; a failure says why in plain words',
    body: connectionBody,
    data: connectionTestResultSchema,
  },
  makeIndex: {
    method: 'post',
    path: '/api/data/connections/project/{projectId}/make-index',
    summary: "Read every connection's tables, columns, keys, sizes and values into the catalog",
    params: projectParams,
    data: makeIndexResultSchema,
  },
  remove: {
    method: 'delete',
    path: '/api/data/connections/{connectionId}',
    summary: 'Delete a connection and its catalog',
    params: connectionParams,
    data: z.null(),
  },
  update: {
    method: 'put',
    path: '/api/data/connections/{connectionId}',
    summary: 'Edit a connection; a password left out is kept',
    params: connectionParams,
    body: connectionUpdateBody,
    data: dataConnectionSchema,
  },
  makeIndexOne: {
    method: 'post',
    path: '/api/data/connections/{connectionId}/make-index',
    summary: "Read one connection's tables, columns, keys, sizes and values into the catalog",
    params: connectionParams,
    data: dataConnectionSchema,
  },
  testStored: {
    method: 'post',
    path: '/api/data/connections/{connectionId}/test',
    summary: 'Try a stored connection with its stored password; a failure says why in plain words',
    params: connectionParams,
    data: connectionTestResultSchema,
  },
  definitions: {
    method: 'get',
    path: '/api/data/connections/{connectionId}/definitions',
    summary: "The connection's definitions: metrics, other names, column descriptions and roles",
    params: connectionParams,
    data: connectionDefinitionsSchema,
  },
  saveDefinitions: {
    method: 'put',
    path: '/api/data/connections/{connectionId}/definitions',
    summary:
      "Replace the connection's definitions; each is checked against its index and every metric by the query gate (422 names what is wrong, nothing is stored)",
    params: connectionParams,
    body: connectionDefinitionsSchema,
    data: connectionDefinitionsSchema,
  },
});

export const sampleDatabaseEndpoints = endpoints('Data connections', {
  get: {
    method: 'get',
    path: '/api/data/sample-database',
    summary: 'Where the Superstore sample database listens (any password), for the connection dialog',
    data: sampleDatabaseSchema,
  },
});

/** The same connections, not tied to a project (spec §7). */
export const standaloneConnectionEndpoints = endpoints('Data connections', {
  test: {
    method: 'post',
    path: '/api/data-connections/test',
    summary: 'Try the connection fields; a failure says why in plain words',
    body: connectionBody,
    data: connectionTestResultSchema,
  },
  create: {
    method: 'post',
    path: '/api/data-connections',
    summary: 'Add a connection outside any project',
    body: connectionBody,
    data: dataConnectionSchema,
    status: 201,
  },
  list: {
    method: 'get',
    path: '/api/data-connections',
    summary: 'Your connections outside any project',
    data: z.array(dataConnectionSummarySchema),
  },
});

export const insightEndpoints = endpoints('Insights', {
  generatePage: {
    method: 'post',
    path: '/api/data/projects/{projectId}/pages/generate',
    summary: "An initial page from the project's catalog, its modules not yet generated",
    params: projectParams,
    data: generatePageResultSchema,
  },
  generateModule: {
    method: 'post',
    path: '/api/data/modules/generate',
    summary: 'Plan the description (or check the hand-written SQL), run it read-only, shape the content',
    body: generateModuleBody,
    data: generateModuleResultSchema,
  },
  getPage: {
    method: 'get',
    path: '/api/data/projects/{projectId}/page',
    summary: "The project's saved page",
    params: projectParams,
    data: insightPageSchema,
  },
  savePage: {
    method: 'put',
    path: '/api/data/projects/{projectId}/page',
    summary: "Save the project's page (modules with their generated content)",
    params: projectParams,
    body: savePageBody,
    data: insightPageSchema,
  },
  list: {
    method: 'get',
    path: '/api/insights',
    summary: 'Your saved pages, newest first',
    query: pageQuery,
    data: pageOf(insightPageSchema),
  },
  get: {
    method: 'get',
    path: '/api/insights/{pageId}',
    summary: 'One saved page',
    params: pageParams,
    data: insightPageSchema,
  },
  remove: {
    method: 'delete',
    path: '/api/insights/{pageId}',
    summary: 'Delete a saved page',
    params: pageParams,
    data: z.null(),
  },
});
