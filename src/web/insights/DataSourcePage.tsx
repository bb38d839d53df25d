import { useActor } from '@xstate/react';
import { useState } from 'react';
import {
  CONNECTION_MAKE_INDEX,
  CONNECTION_TEST,
  connectionListMessages,
  type ListedConnection,
} from '../../../machines/connectionList.machine.ts';
import type { ListEvent } from '../../../machines/list.machine.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { database } from '../ui/operationsIconPaths.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { ConnectionDefinitionsDialog } from './ConnectionDefinitionsDialog.tsx';
import { ConnectionDialog } from './ConnectionDialog.tsx';
import { ConnectionRow } from './ConnectionRow.tsx';
import { DataFilesSection } from './DataFilesSection.tsx';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';

/** The project's database connections, 'Create New Database', 'Make Index', and its uploaded data files. */
export function DataSourcePage({ flows, projectId }: { flows: InsightsFlows; projectId: string | null }) {
  usePageMeta('Data Source', 'The databases and data files a data project reads from.');
  const [list, sendList, listRef] = useActor(flows.connectionList, { input: { scope: projectId }, inspect });
  // A page-level run tells the list to read its rows again ('last indexed').
  const [index, sendIndex] = useActor(flows.makeIndex, {
    input: { projectId, connections: listRef },
    inspect,
  });
  // Each opening of the dialog is a fresh form (new, or a listed connection to edit); the key restarts its machine.
  const [dialog, setDialog] = useState<{ key: number; connection?: ListedConnection } | null>(null);
  const [definitionsOf, setDefinitionsOf] = useState<{ key: number; connection: ListedConnection } | null>(
    null,
  );
  if (list.matches('noScope'))
    return (
      <section className={s.page} aria-labelledby="data-source-title">
        <h1 id="data-source-title" className={s.title}>
          Data Source
        </h1>
        <p>{list.context.failure}</p>
      </section>
    );
  const { items, failure } = list.context;
  return (
    <section className={s.page} aria-labelledby="data-source-title">
      <div className={s.header}>
        <h1 id="data-source-title" className={s.title}>
          Data Source
        </h1>
        <div className={s.row}>
          <button type="button" className={button.primary} onClick={() => setDialog({ key: Date.now() })}>
            Create New Database
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={!index.can({ type: 'index.make' }) || items.length === 0}
            onClick={() => sendIndex({ type: 'index.make' })}
          >
            {index.hasTag('indexing') ? 'Indexing…' : 'Make Index'}
          </button>
        </div>
      </div>
      <SuccessNotice actor={index.children.notice} />
      {index.context.failure && (
        <p className={notice.error} role="alert">
          {index.context.failure}
        </p>
      )}
      {index.context.counts && (
        <p className={s.muted}>
          Indexed {index.context.counts.tables} tables with {index.context.counts.columns} columns.
        </p>
      )}
      <section className={s.section} aria-labelledby="connections-title">
        <h2 id="connections-title" className={s.subtitle}>
          Database connections
        </h2>
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
        {list.hasTag('loading') && <p aria-live="polite">Loading connections…</p>}
        {list.matches('loadFailed') && (
          <p>
            <button
              type="button"
              className={button.secondary}
              onClick={() => sendList({ type: 'list.reload' })}
            >
              Try again
            </button>
          </p>
        )}
        {list.matches('ready') && items.length === 0 && (
          <EmptyState icon={database} headingLevel={3} title="No connections yet.">
            Create one with Create New Database, or use the sample database to try the console.
          </EmptyState>
        )}
        <SuccessNotice actor={list.children.notice} />
        {items.length > 0 && (
          <ul className={s.list} aria-label="Database connections">
            {items.map((c) => {
              const can = (event: ListEvent<ListedConnection, never>) =>
                list.can(event) ? () => sendList(event) : undefined;
              const rowAction = (action: string) => can({ type: 'list.itemAction', id: c.id, action });
              return (
                <ConnectionRow
                  key={c.id}
                  connection={c}
                  actions={{
                    edit: () => setDialog({ key: Date.now(), connection: c }),
                    test: rowAction(CONNECTION_TEST),
                    makeIndex: rowAction(CONNECTION_MAKE_INDEX),
                    definitions: () => setDefinitionsOf({ key: Date.now(), connection: c }),
                    remove: can({ type: 'list.delete', id: c.id }),
                  }}
                />
              );
            })}
          </ul>
        )}
        <ConfirmDialog
          open={list.hasTag('confirmingDelete')}
          title="Delete connection"
          message={connectionListMessages.confirmDelete}
          busy={list.hasTag('deleting')}
          onConfirm={() => sendList({ type: 'list.deleteConfirm' })}
          onCancel={() => sendList({ type: 'list.deleteCancel' })}
        />
      </section>
      <DataFilesSection flows={flows} projectId={projectId} />
      {definitionsOf !== null && (
        <ConnectionDefinitionsDialog
          key={definitionsOf.key}
          connection={definitionsOf.connection}
          machine={flows.connectionDefinitions}
          onClose={() => setDefinitionsOf(null)}
        />
      )}
      {dialog !== null && projectId && (
        <ConnectionDialog
          key={dialog.key}
          connection={dialog.connection}
          machine={flows.connectionDialog(projectId, (connection) =>
            sendList({ type: 'list.itemSaved', item: connection }),
          )}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
