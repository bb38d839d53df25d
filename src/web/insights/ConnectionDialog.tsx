import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import {
  CONNECTION_FIELDS,
  CONNECTION_TYPES,
  type ConnectionField,
  type connectionDialogMachine,
} from '../../../machines/connectionDialog.machine.ts';
import { inspect } from '../inspector.ts';
import { button } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { Modal } from '../ui/Modal.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './Insights.css.ts';

const labels: Record<Exclude<ConnectionField, 'type'>, string> = {
  name: 'Name',
  host: 'Host',
  port: 'Port',
  username: 'Username',
  password: 'Password',
  databaseName: 'Database',
  charset: 'Charset',
  properties: 'Properties',
};

/** 'Create New Database': the connection form, 'Use the sample database', Test and Create. */
export function ConnectionDialog({
  machine,
  onClose,
}: {
  machine: typeof connectionDialogMachine;
  onClose: () => void;
}) {
  const [snap, send] = useActor(machine, { inspect });
  const created = snap.status === 'done';
  useEffect(() => {
    if (created) onClose();
  }, [created, onClose]);
  const field = formFieldProps(snap.context.form, CONNECTION_FIELDS, (f, value) =>
    send({ type: 'connection.change', field: f, value }),
  );
  const busy = snap.hasTag('busy');
  const { result } = snap.context;
  const tone = snap.matches('testing')
    ? s.result
    : snap.matches({ editing: 'testPassed' })
      ? s.resultGood
      : s.resultBad;
  return (
    <Modal
      open={!created}
      title="Create New Database"
      onClose={onClose}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => send({ type: 'connection.test' })}
          >
            Test Connection
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={busy}
            onClick={() => send({ type: 'connection.create' })}
          >
            {snap.matches('creating') ? 'Creating...' : 'Create'}
          </button>
        </>
      }
    >
      <div className={s.sampleBox}>
        <span>No database at hand? Try the Superstore sample (orders 2014–2017).</span>
        <button
          type="button"
          className={button.secondary}
          onClick={() => send({ type: 'connection.useSample' })}
        >
          Use the sample database
        </button>
      </div>
      <div className={s.formGrid}>
        <TextField label={labels.name} autoComplete="off" {...field('name')} />
        <SelectField
          label="Type"
          options={[{ value: '', label: 'Choose a type' }, ...CONNECTION_TYPES]}
          value={snap.context.form.values.type}
          error={snap.context.form.errors.type}
          onValue={(value) => send({ type: 'connection.change', field: 'type', value })}
        />
        <TextField label={labels.host} autoComplete="off" {...field('host')} />
        <TextField label={labels.port} inputMode="numeric" autoComplete="off" {...field('port')} />
        <TextField label={labels.username} autoComplete="off" {...field('username')} />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          revealable
          {...field('password')}
        />
        <TextField label={labels.databaseName} autoComplete="off" {...field('databaseName')} />
        <TextField label={labels.charset} autoComplete="off" {...field('charset')} />
      </div>
      <TextField
        label={labels.properties}
        placeholder="ssl=true; schema=sales"
        autoComplete="off"
        {...field('properties')}
      />
      {result && (
        <p className={tone} role={snap.matches('testing') ? 'status' : 'alert'}>
          {result}
        </p>
      )}
    </Modal>
  );
}
