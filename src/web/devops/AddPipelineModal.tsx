import type { FormState } from '../../../machines/formFields.ts';
import type { PipelineField } from '../../contract/devops.ts';
import { button, notice } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';

const fields: readonly PipelineField[] = ['name'];
const closed: FormState<PipelineField> = { values: { name: '' }, errors: {} };

/** The 'Add Pipeline' dialog: a name. */
export function AddPipelineModal({
  form,
  failure,
  saving,
  canSave,
  onChange,
  onSave,
  onCancel,
}: {
  form: FormState<PipelineField> | null;
  failure: string | null;
  saving: boolean;
  canSave: boolean;
  onChange: (field: PipelineField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const formId = 'add-pipeline-form';
  const field = formFieldProps(form ?? closed, fields, onChange);
  return (
    <Modal
      open={form !== null}
      title="Add Pipeline"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={onCancel} disabled={saving}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={button.primary}
            disabled={!canSave}
            aria-busy={saving}
          >
            {saving ? 'Adding…' : 'Add Pipeline'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <TextField label="Name" autoFocus required {...field('name')} />
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
