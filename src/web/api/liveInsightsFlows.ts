import { fromPromise } from 'xstate';
import { connectionDefinitionsMachine } from '../../../machines/connectionDefinitions.machine.ts';
import { connectionDialogMachine, type SavedConnection } from '../../../machines/connectionDialog.machine.ts';
import { connectionListMachine } from '../../../machines/connectionList.machine.ts';
import { insightModuleMachine } from '../../../machines/insightModule.machine.ts';
import { listActors } from '../../../machines/list.machine.ts';
import { makeIndexMachine } from '../../../machines/makeIndex.machine.ts';
import { projectSelectorMachine } from '../../../machines/projectSelector.machine.ts';
import { reportPageMachine } from '../../../machines/reportPage.machine.ts';
import { savedPageListMachine } from '../../../machines/savedPageList.machine.ts';
import { storeReadMachine } from '../../../machines/storeRead.machine.ts';
import type { InsightsFlows } from '../insights/InsightsFlows.ts';
import { SELECTED_PROJECT_KEY } from '../insights/projectStorage.ts';
import { sampleConnectionValues } from '../insights/sampleConnection.ts';
import { storeUnsavedPage } from '../insights/unsavedPage.ts';
import { connectionStore, insightsApi, savedPageStore } from './insightsApi.ts';
import { liveDataFileListMachine, liveDataFileUploadMachine } from './liveDataFileFlows.ts';

export const liveProjectSelectorMachine = projectSelectorMachine.provide({
  actors: {
    fetchProjects: fromPromise(({ input }) => insightsApi.projects(input)),
    createProject: fromPromise(({ input }) => insightsApi.createProject(input)),
  },
  actions: {
    persistSelection: (_, { id }) => {
      if (id) localStorage.setItem(SELECTED_PROJECT_KEY, id);
      else localStorage.removeItem(SELECTED_PROJECT_KEY);
    },
  },
});

const liveInsightModuleMachine = insightModuleMachine.provide({
  actors: {
    generateModule: fromPromise(({ input }) => insightsApi.generateModule(input)),
  },
});

export const liveReportPageMachine = reportPageMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) => (await insightsApi.savedPage(input.projectId))?.modules ?? []),
    generateLayout: fromPromise(({ input }) => insightsApi.generateLayout(input.projectId)),
    savePage: fromPromise(({ input }) => insightsApi.savePage(input.projectId, input.modules)),
    insightModule: liveInsightModuleMachine,
  },
  actions: { storeUnsaved: (_, { projectId, modules }) => storeUnsavedPage(projectId, modules) },
});

export const liveConnectionDialogMachine = (
  projectId: string,
  onCreated: (connection: SavedConnection) => void,
) =>
  connectionDialogMachine.provide({
    actors: {
      fetchSample: fromPromise(async () => sampleConnectionValues(await insightsApi.sampleDatabase())),
      testConnection: fromPromise(({ input }) => insightsApi.testConnection(input)),
      createConnection: fromPromise(({ input }) => insightsApi.createConnection(projectId, input)),
      updateConnection: fromPromise(({ input }) => insightsApi.updateConnection(input.id, input.values)),
    },
    actions: { connectionCreated: (_, { connection }) => onCreated(connection) },
  });

/** Every data-insights machine bound to the real API. */
export const liveInsightsFlows: InsightsFlows = {
  projectSelector: liveProjectSelectorMachine,
  reportPage: liveReportPageMachine,
  connectionList: connectionListMachine.provide({ actors: listActors(connectionStore) }),
  connectionDialog: liveConnectionDialogMachine,
  makeIndex: makeIndexMachine.provide({
    actors: { makeIndex: fromPromise(({ input }) => insightsApi.makeIndex(input.projectId)) },
  }),
  dataFileList: liveDataFileListMachine,
  dataFileUpload: liveDataFileUploadMachine,
  connectionDefinitions: connectionDefinitionsMachine.provide({
    actors: {
      loadDefinitions: fromPromise(({ input }) => insightsApi.definitions(input.connectionId)),
      saveDefinitions: fromPromise(({ input }) =>
        insightsApi.saveDefinitions(input.connectionId, input.definitions),
      ),
    },
  }),
  savedPageList: savedPageListMachine.provide({ actors: listActors(savedPageStore) }),
  savedPage: fromPromise(({ input }) => insightsApi.page(input.pageId)),
  catalog: storeReadMachine.provide({
    actors: { read: fromPromise(({ input }) => insightsApi.catalog(input.key)) },
  }),
};
