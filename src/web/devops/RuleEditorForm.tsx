import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { defineRecordEditor } from '../../../machines/recordEditor.machine.ts';
import type { HostRef } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './Devops.css.ts';

export interface RuleFieldSpec<F extends string> {
  field: F;
  label: string;
  /** A select among these; a text field without. */
  options?: readonly string[];
  required?: boolean;
}

type RuleEditorMachine<T extends { id: string }, F extends string> = ReturnType<
  typeof defineRecordEditor<T, F, HostRef>
>;

/**
 * The add/edit form of a host's rule, shown inside its tool's dialog and run by the rule's
 * editor machine, which sends the stored rule to `list` itself; `onClose` runs once it is done.
 */
export function RuleEditorForm<T extends { id: string }, F extends string>({
  machine,
  hostRef,
  rule,
  fields,
  noun,
  list,
  onClose,
}: {
  machine: RuleEditorMachine<T, F>;
  hostRef: HostRef;
  rule: T | null;
  fields: readonly RuleFieldSpec<F>[];
  /** 'Rule' in 'Add Rule' / 'Save Rule'. */
  noun: string;
  /** The host's rule list, told of the saved rule by the editor. */
  list: AnyActorRef;
  onClose: () => void;
}) {
  const [snap, send] = useActor(machine as AnyStateMachine as RuleEditorMachine<T, F>, {
    input: { scope: hostRef, item: rule, reportTo: list },
    inspect,
  });
  const { form, failure } = snap.context;
  const done = snap.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const change = (field: F, value: string) => send({ type: 'editor.change', field, value });
  const field = formFieldProps(
    form,
    fields.map((f) => f.field),
    change,
  );
  const saving = snap.hasTag('saving');
  const title = `${rule ? 'Edit' : 'Add'} ${noun}`;
  return (
    <form
      className={s.card}
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'editor.save' });
      }}
    >
      <h3 className={s.cardTitle}>{title}</h3>
      <div className={s.formGrid}>
        {fields.map((f, i) =>
          f.options ? (
            <SelectField
              key={f.field}
              label={f.label}
              options={f.options}
              value={form.values[f.field]}
              error={form.errors[f.field]}
              onValue={(value) => change(f.field, value)}
              autoFocus={i === 0}
            />
          ) : (
            <TextField key={f.field} label={f.label} required={f.required} {...field(f.field)} />
          ),
        )}
      </div>
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      <div className={s.row}>
        <button
          type="submit"
          className={button.primary}
          disabled={!snap.can({ type: 'editor.save' })}
          aria-busy={saving}
        >
          {saving ? 'Saving…' : rule ? 'Save' : title}
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={!snap.can({ type: 'editor.cancel' })}
          onClick={() => send({ type: 'editor.cancel' })}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
