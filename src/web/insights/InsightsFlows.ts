import type { PromiseActorLogic } from 'xstate';
import type { connectionDefinitionsMachine } from '../../../machines/connectionDefinitions.machine.ts';
import type { connectionDialogMachine, SavedConnection } from '../../../machines/connectionDialog.machine.ts';
import type { connectionListMachine } from '../../../machines/connectionList.machine.ts';
import type { dataFileListMachine } from '../../../machines/dataFileList.machine.ts';
import type { dataFileUploadMachine } from '../../../machines/dataFileUpload.machine.ts';
import type { makeIndexMachine } from '../../../machines/makeIndex.machine.ts';
import type { projectSelectorMachine } from '../../../machines/projectSelector.machine.ts';
import type { reportPageMachine } from '../../../machines/reportPage.machine.ts';
import type { savedPageListMachine } from '../../../machines/savedPageList.machine.ts';
import type { storeReadMachine } from '../../../machines/storeRead.machine.ts';
import type { InsightPage } from '../../contract/dataInsights.ts';

/**
 * Every machine the data-insights console runs, with its effects bound. The app passes the live
 * ones (src/web/api/liveInsightsFlows.ts); tests pass machines with fake actors.
 */
export interface InsightsFlows {
  projectSelector: typeof projectSelectorMachine;
  reportPage: typeof reportPageMachine;
  connectionList: typeof connectionListMachine;
  connectionDialog: (
    projectId: string,
    onCreated: (connection: SavedConnection) => void,
  ) => typeof connectionDialogMachine;
  makeIndex: typeof makeIndexMachine;
  /** The project's data files: list, rows, type review, re-import, delete. */
  dataFileList: typeof dataFileListMachine;
  /** Uploading data files; `onUploaded` runs after a batch that imported any. */
  dataFileUpload: (onUploaded: () => void) => typeof dataFileUploadMachine;
  /** A connection's definitions (metrics, other names, columns), edited from its row. */
  connectionDefinitions: typeof connectionDefinitionsMachine;
  savedPageList: typeof savedPageListMachine;
  /** The project's catalog (key: the project id): the choices a reading's parts offer. */
  catalog: typeof storeReadMachine;
  /** One saved page by id, for the read-only view. */
  savedPage: PromiseActorLogic<InsightPage, { pageId: string }>;
}
