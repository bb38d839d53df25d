import { useActor } from '@xstate/react';
import { useState } from 'react';
import { CONNECTION_TYPES } from '../../../machines/connectionDialog.machine.ts';
import {
  CONNECTION_MAKE_INDEX,
  connectionListMessages,
  type ListedConnection,
} from '../../../machines/connectionList.machine.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { formatDateTime } from '../ui/formatDateTime.ts';
import { database } from '../ui/operationsIconPaths.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import { ConnectionDialog } from './ConnectionDialog.tsx';
import * as s from './Insights.css.ts';
import type { InsightsFlows } from './InsightsFlows.ts';

/** The static data-files list of spec §2: placeholder names; its buttons do nothing yet. */
export const DATA_FILES = ['sales_2023.csv', 'customers.xlsx', 'inventory.json'] as const;

const typeLabel = (type: string) => CONNECTION_TYPES.find((t) => t.value === type)?.label ?? type;

/** Where a connection points, as `host:port/database`, when the list knows it. */
const destination = (c: ListedConnection) =>
  c.host === undefined ? null : `${c.host}:${c.port}/${c.databaseName}`;

/** The id column of the spec, short; the whole id shows on hover. */
const shortId = (id: string) => id.slice(0, 8);

/** The project's database connections, 'Create New Database', 'Make Index' and the data files. */
export function DataSourcePage({ flows, projectId }: { flows: InsightsFlows; projectId: string | null }) {
  usePageMeta('Data Source', 'The databases a data project reads from.');
  const [list, sendList] = useActor(flows.connectionList, { input: { scope: projectId }, inspect });
  const [index, sendIndex] = useActor(flows.makeIndex, { input: { projectId }, inspect });
  // Each opening of the dialog is a fresh form (new, or a listed connection to edit); the key restarts its machine.
  const [dialog, setDialog] = useState<{ key: number; connection?: ListedConnection } | null>(null);
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
              const indexAction = {
                type: 'list.itemAction',
                id: c.id,
                action: CONNECTION_MAKE_INDEX,
              } as const;
              return (
                <li key={c.id} className={s.listItem}>
                  <span className={s.connectionText}>
                    <span className={s.itemName}>{c.name}</span>
                    <span className={s.muted}>
                      {typeLabel(c.type)}
                      {destination(c) && ` · ${destination(c)}`}
                    </span>
                    <span className={s.muted}>
                      {c.indexedAt ? `Last indexed ${formatDateTime(c.indexedAt)}` : 'Not indexed yet'} · id{' '}
                      <span title={c.id}>{shortId(c.id)}</span>
                    </span>
                  </span>
                  <span className={s.row}>
                    <button
                      type="button"
                      className={button.secondary}
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setDialog({ key: Date.now(), connection: c })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={button.secondary}
                      aria-label={`Make Index for ${c.name}`}
                      disabled={!list.can(indexAction)}
                      onClick={() => sendList(indexAction)}
                    >
                      Make Index
                    </button>
                    <button
                      type="button"
                      className={button.secondary}
                      aria-label={`Delete ${c.name}`}
                      disabled={!list.can({ type: 'list.delete', id: c.id })}
                      onClick={() => sendList({ type: 'list.delete', id: c.id })}
                    >
                      Delete
                    </button>
                  </span>
                </li>
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
      <section className={s.section} aria-labelledby="data-files-title">
        <h2 id="data-files-title" className={s.subtitle}>
          Data files
        </h2>
        <ul className={s.list} aria-label="Data files">
          {DATA_FILES.map((name) => (
            <li key={name} className={s.listItem}>
              <span className={s.itemName}>{name}</span>
              <span className={s.row}>
                {['View', 'Edit', 'Delete'].map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={button.secondary}
                    aria-label={`${action} ${name}`}
                    aria-disabled="true"
                    title="File actions are not available yet"
                  >
                    {action}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </section>
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
