import { useActor } from '@xstate/react';
import {
  type connectionDefinitionsMachine,
  type DefinitionList,
  definitionsMessages,
  type EditedDefinitions,
} from '../../../machines/connectionDefinitions.machine.ts';
import { definedRoles } from '../../contract/connectionDefinitions.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './Insights.css.ts';

type Field<L extends DefinitionList> = Extract<keyof EditedDefinitions[L][number], string>;

/** Each list: its heading, what one row is called, its fields and their labels. */
const LISTS: { [L in DefinitionList]: { title: string; item: string; fields: [Field<L>, string][] } } = {
  metrics: {
    title: 'Metrics',
    item: 'metric',
    fields: [
      ['name', 'Name'],
      ['expression', 'Expression'],
      ['table', 'Table'],
      ['description', 'Description (optional)'],
    ],
  },
  names: {
    title: 'Other names',
    item: 'other name',
    fields: [
      ['name', 'Other name'],
      ['object', 'Table or table.column'],
    ],
  },
  columns: {
    title: 'Columns',
    item: 'column',
    fields: [
      ['column', 'Column (table.column)'],
      ['description', 'Description'],
      ['role', 'Role'],
    ],
  },
};
const HINTS: Record<DefinitionList, string> = {
  metrics: 'A metric is an aggregate over one table, such as sum(unit_price * quantity * (1 - discount)).',
  names: "Your word for a table or a column, such as 'rep' for employees.",
  columns: 'Words a column is known by, and whether it is the time or a category.',
};
const ROLE_OPTIONS = [
  { value: '', label: 'As indexed' },
  ...definedRoles.map((r) => ({ value: r, label: r })),
];

/**
 * 'Definitions' of one connection: its metrics, other names and column descriptions and roles,
 * edited as lists and saved together; a refusal shows the server's sentence and keeps the edits.
 */
export function ConnectionDefinitionsDialog({
  machine,
  connection,
  onClose,
}: {
  machine: typeof connectionDefinitionsMachine;
  connection: { id: string; name: string };
  onClose: () => void;
}) {
  const [snap, send] = useActor(machine, { input: { connectionId: connection.id }, inspect });
  const { definitions, failure } = snap.context;
  const busy = snap.hasTag('busy');
  const list = <L extends DefinitionList>(name: L) => {
    const { title, item, fields } = LISTS[name];
    const rows = definitions[name] as Record<string, string>[];
    return (
      <fieldset key={name} className={s.section} aria-label={title}>
        <legend className={s.subtitle}>{title}</legend>
        <p className={s.muted}>{HINTS[name]}</p>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <fieldset key={index} className={s.definitionRow} aria-label={`${item} ${index + 1}`}>
            {fields.map(([field, label]) => {
              const change = (value: string) =>
                send({ type: 'definitions.change', list: name, index, field, value });
              return field === 'role' ? (
                <SelectField
                  key={field}
                  label={label}
                  options={ROLE_OPTIONS}
                  value={row[field]}
                  onValue={change}
                  disabled={busy}
                />
              ) : (
                <TextField
                  key={field}
                  label={label}
                  value={row[field]}
                  onValue={change}
                  disabled={busy}
                  spellCheck={false}
                />
              );
            })}
            <span className={s.row}>
              <button
                type="button"
                className={button.secondary}
                aria-label={`Remove ${item} ${index + 1}`}
                disabled={!snap.can({ type: 'definitions.remove', list: name, index })}
                onClick={() => send({ type: 'definitions.remove', list: name, index })}
              >
                Remove
              </button>
            </span>
          </fieldset>
        ))}
        <span className={s.row}>
          <button
            type="button"
            className={button.secondary}
            disabled={!snap.can({ type: 'definitions.add', list: name })}
            onClick={() => send({ type: 'definitions.add', list: name })}
          >
            Add {item}
          </button>
        </span>
      </fieldset>
    );
  };
  return (
    <Modal
      open
      size="wide"
      title={`Definitions of ${connection.name}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={!snap.can({ type: 'definitions.save' })}
            onClick={() => send({ type: 'definitions.save' })}
          >
            {snap.matches('saving') ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      {snap.matches('loading') && <p aria-live="polite">Loading definitions…</p>}
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.matches('loadFailed') ? (
        <button
          type="button"
          className={button.secondary}
          onClick={() => send({ type: 'definitions.retry' })}
        >
          Try again
        </button>
      ) : (
        !snap.matches('loading') && (
          <>
            {snap.matches('saved') && (
              <p className={notice.success} role="status">
                {definitionsMessages.saved}
              </p>
            )}
            {list('metrics')}
            {list('names')}
            {list('columns')}
          </>
        )
      )}
    </Modal>
  );
}
