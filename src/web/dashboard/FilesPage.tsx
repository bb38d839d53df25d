import { useActorRef } from '@xstate/react';
import { inspect } from '../inspector.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import type { DashboardFlows } from './DashboardFlows.ts';
import * as s from './DashboardPage.css.ts';
import { FilesTable } from './FilesTable.tsx';
import { NoWorkspace } from './NoWorkspace.tsx';
import { UploadPanel } from './UploadPanel.tsx';

/** Upload files to the selected workspace and manage the uploaded ones. */
export function FilesPage({
  flows,
  workspaceId,
}: {
  flows: Pick<DashboardFlows, 'filesList' | 'batchUpload'>;
  workspaceId: string | null;
}) {
  usePageMeta('Files', 'Upload files your AI agent learns from.');
  const files = useActorRef(flows.filesList, { input: { scope: workspaceId }, inspect });
  if (!workspaceId) return <NoWorkspace message="No workspace selected. Cannot upload files." />;
  return (
    <div className={s.page}>
      <h1 className={s.title}>Files</h1>
      <UploadPanel
        flow={flows.batchUpload}
        workspaceId={workspaceId}
        onBatchCompleted={() => files.send({ type: 'list.reload' })}
      />
      <FilesTable actor={files} workspaceId={workspaceId} />
    </div>
  );
}
