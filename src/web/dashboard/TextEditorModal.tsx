import type { FormState } from '../../../machines/formFields.ts';
import { workspaceLimits } from '../../contract/workspace.ts';
import { button, notice } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';

type Field = 'name' | 'content';
const fields: readonly Field[] = ['name', 'content'];
const closed: FormState<Field> = { values: { name: '', content: '' }, errors: {} };

interface TextEditorModalProps {
  /** The open editor (a new text when its id is null), or null when closed. */
  form: (FormState<Field> & { id: string | null }) | null;
  failure: string | null;
  saving: boolean;
  canSave: boolean;
  onChange: (field: Field, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The Add / Edit text dialog: Name and Content. */
export function TextEditorModal({
  form,
  failure,
  saving,
  canSave,
  onChange,
  onSave,
  onCancel,
}: TextEditorModalProps) {
  const formId = 'text-editor-form';
  const field = formFieldProps(form ?? closed, fields, onChange);
  return (
    <Modal
      open={form !== null}
      title={form?.id === null ? 'Add Text' : 'Edit Text'}
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
            {saving ? 'Saving…' : 'Save'}
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
        <TextField label="Name" maxLength={workspaceLimits.textName} autoFocus {...field('name')} />
        <TextAreaField
          label="Content"
          rows={10}
          maxLength={workspaceLimits.textContent}
          {...field('content')}
        />
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
