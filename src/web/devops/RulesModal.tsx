import { useActor } from '@xstate/react';
import { type ReactNode, useCallback, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { defineList } from '../../../machines/list.machine.ts';
import type { defineRecordEditor } from '../../../machines/recordEditor.machine.ts';
import type { Host, HostRef } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice, visuallyHidden } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { stackedTable } from '../ui/stackedTable.css.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import type { DevopsFlows } from './devopsFlows.ts';
import { RuleEditorForm, type RuleFieldSpec } from './RuleEditorForm.tsx';

export interface RuleColumn<T> {
  label: string;
  cell: (rule: T) => ReactNode;
}

/** What a host tool's dialog is given: the host, where its records live, and how to close it. */
export interface HostToolProps {
  host: Host;
  hostRef: HostRef;
  onClose: () => void;
}

/** One kind of host rule (firewall, port forwarding): its words, its table, its form and its machines. */
export interface RuleSet<T extends { id: string }, F extends string> {
  title: string;
  /** 'firewall rule', as in 'Are you sure you want to delete this firewall rule?'. */
  noun: string;
  /** The noun in a button or heading: 'Firewall Rule'. */
  label: string;
  columns: readonly RuleColumn<T>[];
  fields: readonly RuleFieldSpec<F>[];
  /** How a rule is named to screen readers on its Edit and Delete buttons. */
  describe: (rule: T) => string;
  machines: (flows: DevopsFlows) => {
    list: ReturnType<typeof defineList<T, F, HostRef>>;
    editor: ReturnType<typeof defineRecordEditor<T, F, HostRef>>;
  };
}

/** A host's rules (firewall, port forwarding) in a dialog: the table, add, edit and delete. */
export function RulesModal<T extends { id: string }, F extends string>({
  rules,
  host,
  hostRef,
  onClose,
}: HostToolProps & { rules: RuleSet<T, F> }) {
  const { title, noun, label, columns, fields, describe } = rules;
  const { list, editor } = rules.machines(useDevops().flows);
  const [snap, send, listRef] = useActor(list as AnyStateMachine as typeof list, {
    input: { scope: hostRef },
    inspect,
  });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { items, failure } = snap.context;
  const closeEditor = useCallback(() => setEditing(null), []);
  // Idle: loaded, and no delete running or waiting for an answer.
  const idle = snap.matches('ready') && snap.can({ type: 'list.reload' });
  return (
    <Modal
      open
      title={`${title}: ${host.name}`}
      size="wide"
      onClose={onClose}
      actions={
        <button type="button" className={button.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <div className={s.page}>
        {editing === null && (
          <div className={s.row}>
            <button
              type="button"
              className={button.primary}
              disabled={!idle}
              onClick={() => setEditing('new')}
            >
              Add {label}
            </button>
          </div>
        )}
        {editing !== null && (
          <RuleEditorForm
            machine={editor}
            hostRef={hostRef}
            rule={editing === 'new' ? null : editing}
            fields={fields}
            noun={label}
            list={listRef}
            onClose={closeEditor}
          />
        )}
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
        {snap.hasTag('loading') && <p aria-live="polite">Loading…</p>}
        {snap.matches('ready') && (
          <div className={s.tableWrap}>
            <table className={`${s.table} ${stackedTable}`}>
              <caption className={visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} className={s.headCell}>
                      {c.label}
                    </th>
                  ))}
                  <th className={s.headCell}>Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((rule) => (
                  <tr key={rule.id}>
                    {columns.map((c) => (
                      <td key={c.label} className={s.cell} data-label={c.label}>
                        {c.cell(rule)}
                      </td>
                    ))}
                    <td className={s.cell} data-label="Actions">
                      <div className={s.row}>
                        <button
                          type="button"
                          className={`${button.secondary} ${s.smallButton}`}
                          aria-label={`Edit ${describe(rule)}`}
                          disabled={!idle || editing !== null}
                          onClick={() => setEditing(rule)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={`${button.secondary} ${s.smallButton}`}
                          aria-label={`Delete ${describe(rule)}`}
                          disabled={!snap.can({ type: 'list.delete', id: rule.id })}
                          onClick={() => send({ type: 'list.delete', id: rule.id })}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
                {items.length === 0 && (
                  <tr>
                    <td className={s.cell} colSpan={columns.length + 1}>
                      No {noun}s yet.
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
        title={`Delete ${noun}`}
        message={`Are you sure you want to delete this ${noun}?`}
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </Modal>
  );
}
