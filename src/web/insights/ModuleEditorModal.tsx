import { MODULE_TYPES, type ModuleDraft } from '../../../machines/insightModule.machine.ts';
import { button } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';

/**
 * The module's edit dialog: Description, Data Source, Module Type (spec §2), a title of the user's
 * own (empty names the module from how its description is read), and SQL an analyst may write by
 * hand (checked on the server like a planned statement); empty plans the description.
 */
export function ModuleEditorModal({
  draft,
  sources,
  canSave,
  canUseQuery,
  onChange,
  onUseQuery,
  onSave,
  onCancel,
}: {
  draft: ModuleDraft | null;
  sources: { value: string; label: string }[];
  canSave: boolean;
  /** The module has a generated statement to start the SQL from. */
  canUseQuery: boolean;
  onChange: (field: keyof ModuleDraft, value: string) => void;
  onUseQuery: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const known = sources.some((s) => s.value === draft?.dataSource);
  const options =
    known || !draft ? sources : [{ value: draft.dataSource, label: 'Choose a data source' }, ...sources];
  return (
    <Modal
      open={draft !== null}
      title="Edit Module"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={button.primary} disabled={!canSave} onClick={onSave}>
            Save
          </button>
        </>
      }
    >
      {draft && (
        <>
          <TextAreaField
            label="Description"
            rows={3}
            value={draft.description}
            placeholder="e.g. total sales by region, top 5"
            onValue={(value) => onChange('description', value)}
          />
          <SelectField
            label="Data Source"
            value={draft.dataSource}
            options={options}
            onValue={(value) => onChange('dataSource', value)}
          />
          <SelectField
            label="Module Type"
            value={draft.moduleType}
            options={MODULE_TYPES}
            onValue={(value) => onChange('moduleType', value)}
          />
          <TextField
            label="Title"
            value={draft.title}
            maxLength={200}
            placeholder="Leave empty to name it from how the description is read"
            onValue={(value) => onChange('title', value)}
          />
          <TextAreaField
            label="SQL"
            rows={5}
            value={draft.sql}
            spellCheck={false}
            placeholder="Leave empty to generate the query from the description"
            onValue={(value) => onChange('sql', value)}
          />
          {canUseQuery && (
            <button type="button" className={button.secondary} onClick={onUseQuery}>
              Start from the generated query
            </button>
          )}
        </>
      )}
    </Modal>
  );
}
