import type { agentEditorMachine } from '../../../machines/agentEditor.machine.ts';
import type { allowedSiteListMachine } from '../../../machines/allowedSiteList.machine.ts';
import type { batchUploadMachine } from '../../../machines/batchUpload.machine.ts';
import type { chatReportMachine } from '../../../machines/chatReport.machine.ts';
import type { conversationTranscriptMachine } from '../../../machines/conversationTranscript.machine.ts';
import type { createWorkspaceMachine } from '../../../machines/createWorkspace.machine.ts';
import type { filesListMachine } from '../../../machines/filesList.machine.ts';
import type { historyListMachine } from '../../../machines/historyList.machine.ts';
import type { qnaListMachine } from '../../../machines/qnaList.machine.ts';
import type { textListMachine } from '../../../machines/textList.machine.ts';
import type { workspaceSelectorMachine } from '../../../machines/workspaceSelector.machine.ts';
import type { Workspace } from '../../contract/workspace.ts';

/**
 * Every machine the dashboard runs, with its effects bound. The app passes the live ones
 * (src/web/api/dashboardFlows.ts); tests pass machines with fake actors.
 */
export interface DashboardFlows {
  selector: typeof workspaceSelectorMachine;
  createWorkspace: (onCreated: (workspace: Workspace) => void) => typeof createWorkspaceMachine;
  agentEditor: (events: {
    onSaved: (workspace: Workspace) => void;
    onDeleted: (id: string) => void;
  }) => typeof agentEditorMachine;
  filesList: typeof filesListMachine;
  batchUpload: (onBatchCompleted: () => void) => typeof batchUploadMachine;
  textList: typeof textListMachine;
  qnaList: typeof qnaListMachine;
  historyList: typeof historyListMachine;
  conversationTranscript: typeof conversationTranscriptMachine;
  chatReport: typeof chatReportMachine;
  allowedSites: typeof allowedSiteListMachine;
}
