import { useActor } from '@xstate/react';
import { useCallback } from 'react';
import type { Container, ContainerField } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice, visuallyHidden } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { Modal } from '../ui/Modal.tsx';
import { stackedTable } from '../ui/stackedTable.css.ts';
import { TextField } from '../ui/TextField.tsx';
import { ContainerRow } from './ContainerRow.tsx';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import type { HostToolProps } from './RulesModal.tsx';

const fields: readonly ContainerField[] = ['name', 'image', 'ports'];

/** Docker Management: the host's containers and a form to run a new one. */
export function DockerManagementModal({ host, hostRef, onClose }: HostToolProps) {
  const { flows } = useDevops();
  const [snap, send] = useActor(flows.containerList, { input: { scope: hostRef }, inspect });
  const { items, draft, failure } = snap.context;
  const onChanged = useCallback(
    (container: Container) => send({ type: 'list.itemSaved', item: container }),
    [send],
  );
  const field = formFieldProps(draft, fields, (f, value) =>
    send({ type: 'list.draftChange', field: f, value }),
  );
  const adding = snap.hasTag('saving');
  return (
    <Modal
      open
      title={`Docker Management: ${host.name}`}
      size="wide"
      onClose={onClose}
      actions={
        <button type="button" className={button.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <div className={s.page}>
        <form
          className={s.card}
          aria-label="Run New Container"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'list.add' });
          }}
        >
          <h3 className={s.cardTitle}>Run New Container</h3>
          <div className={s.formGrid}>
            <TextField label="Container Name" required {...field('name')} />
            <TextField label="Image" placeholder="nginx:latest" required {...field('image')} />
            <TextField label="Ports" placeholder="8080:80" {...field('ports')} />
          </div>
          <div className={s.row}>
            <button
              type="submit"
              className={button.primary}
              disabled={!snap.can({ type: 'list.add' })}
              aria-busy={adding}
            >
              {adding ? 'Starting…' : 'Run Container'}
            </button>
          </div>
        </form>
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
        {snap.hasTag('loading') && <p aria-live="polite">Loading containers…</p>}
        {snap.matches('ready') && (
          <div className={s.tableWrap}>
            <table className={`${s.table} ${stackedTable}`}>
              <caption className={visuallyHidden}>Containers</caption>
              <thead>
                <tr>
                  <th className={s.headCell}>Name</th>
                  <th className={s.headCell}>Image</th>
                  <th className={s.headCell}>Status</th>
                  <th className={s.headCell}>Ports</th>
                  <th className={s.headCell}>Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <ContainerRow
                    key={c.id}
                    container={c}
                    hostRef={hostRef}
                    canDelete={snap.can({ type: 'list.delete', id: c.id })}
                    onChanged={onChanged}
                    onDelete={() => send({ type: 'list.delete', id: c.id })}
                  />
                ))}
                {items.length === 0 && (
                  <tr>
                    <td className={s.cell} colSpan={5}>
                      No containers yet.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={snap.hasTag('confirmingDelete')}
        title="Delete container"
        message="Are you sure you want to delete this container?"
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </Modal>
  );
}
