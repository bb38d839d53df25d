import type { ConnectionRequest } from '../../../machines/connectionDialog.machine.ts';
import {
  CONNECTION_MAKE_INDEX,
  CONNECTION_TEST,
  type ListedConnection,
} from '../../../machines/connectionList.machine.ts';
import type { ListStore, PageRequest } from '../../../machines/list.machine.ts';
import type { ConnectionDefinitionsRequest } from '../../contract/connectionDefinitions.ts';
import {
  dataConnectionEndpoints,
  dataProjectEndpoints,
  insightEndpoints,
  sampleDatabaseEndpoints,
} from '../../contract/dataEndpoints.ts';
import type {
  ConnectionUpdate,
  DataConnection,
  GenerateModuleInput,
  InsightModule,
  InsightPage,
} from '../../contract/dataInsights.ts';
import { ApiFailure } from './client.ts';
import { api } from './http.ts';

const pageArgs = ({ page, size }: PageRequest) => ({ page: String(page), size: String(size) });

/** The data-insights calls of api-contract.md, each through its declared endpoint. */
export const insightsApi = {
  projects: async (page: PageRequest) =>
    (await api.request(dataProjectEndpoints.list, { query: pageArgs(page) })).data,
  createProject: async (body: { name: string; description: string }) =>
    (await api.request(dataProjectEndpoints.create, { body })).data,
  connections: async (projectId: string, page: PageRequest) =>
    (await api.request(dataConnectionEndpoints.list, { params: { projectId }, query: pageArgs(page) })).data,
  createConnection: async (projectId: string, body: ConnectionRequest): Promise<DataConnection> =>
    (await api.request(dataConnectionEndpoints.create, { params: { projectId }, body })).data,
  updateConnection: async (connectionId: string, body: ConnectionUpdate): Promise<DataConnection> =>
    (await api.request(dataConnectionEndpoints.update, { params: { connectionId }, body })).data,
  /** A failed test is an error reply whose message says why; it rejects with that sentence. */
  testConnection: async (body: ConnectionRequest) => {
    const { data } = await api.request(dataConnectionEndpoints.test, { body });
    return { success: true, canWrite: data.canWrite };
  },
  /** Tests a stored connection with its stored password; a failure rejects with the reason. */
  testStoredConnection: async (connectionId: string) =>
    (await api.request(dataConnectionEndpoints.testStored, { params: { connectionId } })).data,
  definitions: async (connectionId: string) =>
    (await api.request(dataConnectionEndpoints.definitions, { params: { connectionId } })).data,
  /** A refused definition rejects with the server's sentence naming it. */
  saveDefinitions: async (connectionId: string, body: ConnectionDefinitionsRequest) =>
    (await api.request(dataConnectionEndpoints.saveDefinitions, { params: { connectionId }, body })).data,
  sampleDatabase: async () => (await api.request(sampleDatabaseEndpoints.get, {})).data,
  makeIndex: async (projectId: string) =>
    (await api.request(dataConnectionEndpoints.makeIndex, { params: { projectId } })).data,
  generateLayout: async (projectId: string): Promise<InsightModule[]> =>
    (await api.request(insightEndpoints.generatePage, { params: { projectId } })).data.modules,
  /** What Make Index read from each of the project's connections. */
  catalog: async (projectId: string) =>
    (await api.request(dataProjectEndpoints.catalog, { params: { projectId } })).data.connections,
  generateModule: async (body: GenerateModuleInput) =>
    (await api.request(insightEndpoints.generateModule, { body })).data,
  /** The project's saved page, or none yet. */
  savedPage: async (projectId: string): Promise<InsightPage | null> => {
    try {
      return (await api.request(insightEndpoints.getPage, { params: { projectId } })).data;
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 404) return null;
      throw error;
    }
  },
  savePage: async (projectId: string, modules: InsightModule[]) =>
    (await api.request(insightEndpoints.savePage, { params: { projectId }, body: { modules } })).data,
  pages: async (page: PageRequest) =>
    (await api.request(insightEndpoints.list, { query: pageArgs(page) })).data,
  page: async (pageId: string) => (await api.request(insightEndpoints.get, { params: { pageId } })).data,
};

const notHere = () => Promise.reject(new Error('Not offered on this screen.'));

/** The project's connections as the list machine reads them; they are added through their dialog. */
export const connectionStore: ListStore<ListedConnection, never, string> = {
  list: insightsApi.connections,
  create: notHere,
  update: notHere,
  remove: async (_projectId, connectionId) =>
    (await api.request(dataConnectionEndpoints.remove, { params: { connectionId } })).data,
  act: async (_projectId, action, item) => {
    if (action === CONNECTION_TEST) {
      const { canWrite } = await insightsApi.testStoredConnection(item.id);
      return { changes: { test: { status: 'passed', canWrite } } };
    }
    if (action !== CONNECTION_MAKE_INDEX) throw new Error(`Unknown action ${action}.`);
    return (await api.request(dataConnectionEndpoints.makeIndexOne, { params: { connectionId: item.id } }))
      .data;
  },
};

/** The saved report pages, newest first. */
export const savedPageStore: ListStore<InsightPage, never, null> = {
  list: (_scope, page) => insightsApi.pages(page),
  create: notHere,
  update: notHere,
  remove: notHere,
};
