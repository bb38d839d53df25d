import { button, notice } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';

interface TextEditorModalProps {
  open: boolean;
  isNew: boolean;
  values: { name: string; content: string };
  failure: string | null;
  saving: boolean;
  canSave: boolean;
  onChange: (field: 'name' | 'content', value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The Add / Edit text dialog: Name and Content. */
export function TextEditorModal({
  open,
  isNew,
  values,
  failure,
  saving,
  canSave,
  onChange,
  onSave,
  onCancel,
}: TextEditorModalProps) {
  const formId = 'text-editor-form';
  return (
    <Modal
      open={open}
      title={isNew ? 'Add Text' : 'Edit Text'}
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
        <TextField
          label="Name"
          value={values.name}
          onValue={(v) => onChange('name', v)}
          maxLength={200}
          autoFocus
        />
        <TextAreaField
          label="Content"
          value={values.content}
          onValue={(v) => onChange('content', v)}
          rows={10}
          maxLength={100_000}
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
