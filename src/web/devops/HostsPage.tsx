import { useActor } from '@xstate/react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { shownItems } from '../../../machines/list.machine.ts';
import type { Host } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, input, notice, visuallyHidden } from '../ui/controls.css.ts';
import { stackedTable } from '../ui/stackedTable.css.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { HostEditorModal } from './HostEditorModal.tsx';
import { StatusText } from './StatusText.tsx';

const hostSearch = (h: Host) => [h.name, h.ipAddress, h.status, h.description];

/** Host Management: search, 'Add Host', the hosts table with Edit and Delete. */
export function HostsPage() {
  usePageMeta('Host Management', 'The hosts of your project: add, search, edit and delete them.');
  const { flows, project } = useDevops();
  const [snap, send] = useActor(flows.hostList, { input: { scope: project }, inspect });
  /** The open editor: a host to edit, 'new', or closed. */
  const [editing, setEditing] = useState<Host | 'new' | null>(null);
  const { items, query, failure } = snap.context;
  const shown = shownItems(items, query, hostSearch);
  // Idle: loaded, and no delete running or waiting for an answer.
  const idle = snap.matches('ready') && snap.can({ type: 'list.reload' });
  const onSaved = useCallback(
    (host: Host) => {
      send({ type: 'list.itemSaved', item: host });
      setEditing(null);
    },
    [send],
  );
  const onClose = useCallback(() => setEditing(null), []);
  return (
    <section className={s.page} aria-labelledby="hosts-title">
      <div className={s.header}>
        <h1 id="hosts-title" className={s.title}>
          Host Management
        </h1>
        <button type="button" className={button.primary} disabled={!idle} onClick={() => setEditing('new')}>
          Add Host
        </button>
      </div>
      <label className={s.search}>
        <span className={visuallyHidden}>Search hosts</span>
        <input
          type="search"
          className={input}
          placeholder="Search hosts..."
          value={query}
          onChange={(e) => send({ type: 'list.search', query: e.target.value })}
        />
      </label>
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.hasTag('loading') && <p aria-live="polite">Loading hosts…</p>}
      {snap.matches('loadFailed') && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
          Try again
        </button>
      )}
      {snap.matches('ready') && (
        <div className={s.tableWrap}>
          <table className={`${s.table} ${stackedTable}`}>
            <caption className={visuallyHidden}>Hosts</caption>
            <thead>
              <tr>
                <th className={s.headCell}>Name</th>
                <th className={s.headCell}>IP Address</th>
                <th className={s.headCell}>Status</th>
                <th className={s.headCell}>Description</th>
                <th className={s.headCell}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((h) => (
                <tr key={h.id}>
                  <td className={s.nameCell} data-label="Name">
                    <Link href={`/hosts/${encodeURIComponent(h.id)}`}>{h.name}</Link>
                  </td>
                  <td className={s.cell} data-label="IP Address">
                    {h.ipAddress}
                  </td>
                  <td className={s.cell} data-label="Status">
                    <StatusText status={h.status} />
                  </td>
                  <td className={s.cell} data-label="Description">
                    {h.description}
                  </td>
                  <td className={s.cell} data-label="Actions">
                    <div className={s.row}>
                      <button
                        type="button"
                        className={`${button.secondary} ${s.smallButton}`}
                        aria-label={`Edit ${h.name}`}
                        disabled={!idle}
                        onClick={() => setEditing(h)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`${button.secondary} ${s.smallButton}`}
                        aria-label={`Delete ${h.name}`}
                        disabled={!snap.can({ type: 'list.delete', id: h.id })}
                        onClick={() => send({ type: 'list.delete', id: h.id })}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
              {shown.length === 0 && (
                <tr>
                  <td className={s.cell} colSpan={5}>
                    {items.length === 0 ? 'No hosts yet.' : 'No host matches your search.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <HostEditorModal host={editing === 'new' ? null : editing} onSaved={onSaved} onClose={onClose} />
      )}
      <ConfirmDialog
        open={snap.hasTag('confirmingDelete')}
        title="Delete host"
        message="Are you sure you want to delete this host?"
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
