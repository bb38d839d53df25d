import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import {
  CONNECTION_FIELDS,
  CONNECTION_TYPES,
  type ConnectionField,
  type connectionDialogMachine,
  connectionMessages,
  type EditedConnection,
  SSL_MODES,
} from '../../../machines/connectionDialog.machine.ts';
import { inspect } from '../inspector.ts';
import { button } from '../ui/controls.css.ts';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { Modal } from '../ui/Modal.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import * as s from './Insights.css.ts';

const labels: Record<Exclude<ConnectionField, 'type' | 'noPassword' | 'ssl'>, string> = {
  name: 'Name',
  host: 'Host',
  port: 'Port',
  username: 'Username',
  password: 'Password',
  databaseName: 'Database',
  charset: 'Charset',
  properties: 'Properties',
  caCertificate: 'CA certificate (PEM, optional)',
};

/**
 * 'Create New Database': the connection form, 'Use the sample database', Test and Create; or,
 * given a stored connection, the same form to edit it (its password kept unless retyped).
 */
export function ConnectionDialog({
  machine,
  connection,
  onClose,
}: {
  machine: typeof connectionDialogMachine;
  connection?: EditedConnection;
  onClose: () => void;
}) {
  const [snap, send] = useActor(machine, { input: { connection }, inspect });
  const editing = connection !== undefined;
  const created = snap.status === 'done';
  useEffect(() => {
    if (created) onClose();
  }, [created, onClose]);
  const field = formFieldProps(snap.context.form, CONNECTION_FIELDS, (f, value) =>
    send({ type: 'connection.change', field: f, value }),
  );
  const busy = snap.hasTag('busy');
  const { result, form } = snap.context;
  const writable = snap.matches({ editing: 'testPassedWritable' });
  const tone = snap.matches('testing')
    ? s.result
    : snap.matches({ editing: 'testPassed' }) || writable
      ? s.resultGood
      : s.resultBad;
  const noPassword = form.values.noPassword === 'true';
  return (
    <Modal
      open={!created}
      title={editing ? `Edit ${connection.name}` : 'Create New Database'}
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
            {editing
              ? snap.matches('updating')
                ? 'Saving...'
                : 'Save'
              : snap.matches('creating')
                ? 'Creating...'
                : 'Create'}
          </button>
        </>
      }
    >
      {editing ? (
        <p className={s.muted}>
          Leave the password empty to keep the stored one; retype it to test the connection.
        </p>
      ) : (
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
      )}
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
          disabled={noPassword}
          {...field('password')}
        />
        <TextField label={labels.databaseName} autoComplete="off" {...field('databaseName')} />
        <TextField label={labels.charset} autoComplete="off" {...field('charset')} />
        <SelectField
          label="SSL mode"
          options={SSL_MODES}
          value={form.values.ssl}
          error={form.errors.ssl}
          onValue={(value) => send({ type: 'connection.change', field: 'ssl', value })}
        />
      </div>
      <label className={s.checkboxRow}>
        <input
          type="checkbox"
          checked={noPassword}
          onChange={(e) =>
            send({ type: 'connection.change', field: 'noPassword', value: e.target.checked ? 'true' : '' })
          }
        />
        {connectionMessages.noPassword}
      </label>
      {form.values.ssl === 'verify' && (
        <TextAreaField
          label={labels.caCertificate}
          placeholder="-----BEGIN CERTIFICATE-----"
          rows={3}
          spellCheck={false}
          {...field('caCertificate')}
        />
      )}
      <TextField
        label={labels.properties}
        placeholder="schema=sales"
        autoComplete="off"
        {...field('properties')}
      />
      {result && (
        <p className={tone} role={snap.matches('testing') ? 'status' : 'alert'}>
          {result}
        </p>
      )}
      {writable && (
        <p className={s.caution} role="status">
          {connectionMessages.writableLogin}
        </p>
      )}
    </Modal>
  );
}
