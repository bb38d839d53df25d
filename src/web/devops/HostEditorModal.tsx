import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { HOST_STATUSES, type Host, type HostField } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { Modal } from '../ui/Modal.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useDevops } from './DevopsContext.ts';

const fields: readonly HostField[] = ['name', 'ipAddress', 'status', 'description'];

/**
 * Add Host / Edit Host, run by the host editor machine. Mount it to open it; the machine sends
 * the stored host to `list` itself, and `onClose` runs once it is done (saved or cancelled).
 */
export function HostEditorModal({
  host,
  list,
  onClose,
}: {
  /** The host to edit, or null for a new one. */
  host: Host | null;
  /** The host list, told of the saved host by the editor. */
  list: AnyActorRef;
  onClose: () => void;
}) {
  const { flows, project } = useDevops();
  const [snap, send] = useActor(flows.hostEditor, {
    input: { scope: project, item: host, reportTo: list },
    inspect,
  });
  const { form, failure } = snap.context;
  // The dialog closes when the editor is done; what it saved reached the list from the machine.
  const done = snap.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const field = formFieldProps(form, fields, (f, value) => send({ type: 'editor.change', field: f, value }));
  const saving = snap.hasTag('saving');
  const formId = 'host-editor-form';
  return (
    <Modal
      open={snap.status === 'active'}
      title={host ? 'Edit Host' : 'Add Host'}
      onClose={() => send({ type: 'editor.cancel' })}
      actions={
        <>
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'editor.cancel' })}
            onClick={() => send({ type: 'editor.cancel' })}
          >
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={button.primary}
            disabled={!snap.can({ type: 'editor.save' })}
            aria-busy={saving}
          >
            {saving ? 'Saving…' : host ? 'Save' : 'Add Host'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'editor.save' });
        }}
      >
        <TextField label="Name" autoFocus required {...field('name')} />
        <TextField label="IP Address" required {...field('ipAddress')} />
        <SelectField
          label="Status"
          options={HOST_STATUSES}
          value={form.values.status}
          error={form.errors.status}
          onValue={(value) => send({ type: 'editor.change', field: 'status', value })}
        />
        <TextField label="Description" {...field('description')} />
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
