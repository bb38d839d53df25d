import type { FormState } from '../../../machines/formFields.ts';
import { type Qna, workspaceLimits } from '../../contract/workspace.ts';
import { button } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './DashboardPage.css.ts';
import { IndexStatus } from './IndexStatus.tsx';

type Field = 'question' | 'answer';
export const QNA_FIELDS: readonly Field[] = ['question', 'answer'];

interface QnaItemProps {
  item: Qna;
  /** The form being edited when this pair is open for editing. */
  editing: FormState<Field> | null;
  saving: boolean;
  can: { edit: boolean; delete: boolean; save: boolean; cancel: boolean };
  onEdit: () => void;
  onDelete: () => void;
  onChange: (field: Field, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** One question-and-answer pair with its indexing status, read or edited in place. */
export function QnaItem({
  item,
  editing,
  saving,
  can,
  onEdit,
  onDelete,
  onChange,
  onSave,
  onCancel,
}: QnaItemProps) {
  if (editing) {
    const field = formFieldProps(editing, QNA_FIELDS, onChange);
    return (
      <li className={s.qnaItem}>
        <form
          noValidate
          aria-label={`Edit ${item.question}`}
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <TextField label="Question" maxLength={workspaceLimits.qna} autoFocus {...field('question')} />
          <TextAreaField label="Answer" rows={4} maxLength={workspaceLimits.qna} {...field('answer')} />
          <div className={s.row}>
            <button type="submit" className={button.primary} disabled={!can.save} aria-busy={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className={button.secondary} disabled={!can.cancel} onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className={s.qnaItem}>
      <p className={s.qnaQuestion}>{item.question}</p>
      <p className={s.qnaAnswer}>{item.answer}</p>
      <IndexStatus status={item.status} statusReason={item.statusReason} />
      <div className={s.row}>
        <button
          type="button"
          className={button.secondary}
          aria-label={`Edit ${item.question}`}
          disabled={!can.edit}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-label={`Delete ${item.question}`}
          disabled={!can.delete}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
