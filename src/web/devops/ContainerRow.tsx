import { useActor } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Container, HostRef } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { button, notice } from '../ui/controls.css.ts';
import { containerLogs } from './containerLogs.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { StatusText } from './StatusText.tsx';

/** One container's row, run by its own container machine: Start, Stop, Restart, Logs, Delete. */
export function ContainerRow({
  container: initial,
  hostRef,
  canDelete,
  onChanged,
  onDelete,
}: {
  container: Container;
  hostRef: HostRef;
  canDelete: boolean;
  onChanged: (container: Container) => void;
  onDelete: () => void;
}) {
  const { flows } = useDevops();
  const [snap, send] = useActor(flows.container, { input: { host: hostRef, container: initial }, inspect });
  const [showLogs, setShowLogs] = useState(false);
  const { container, failure } = snap.context;
  useEffect(() => {
    if (container !== initial) onChanged(container);
  }, [container, initial, onChanged]);
  const restarting = snap.matches('restarting');
  const action = (label: string, type: 'container.start' | 'container.stop' | 'container.restart') => (
    <button
      type="button"
      className={`${button.secondary} ${s.smallButton}`}
      aria-label={`${label} ${container.name}`}
      disabled={!snap.can({ type })}
      onClick={() => send({ type })}
    >
      {label}
    </button>
  );
  return (
    <>
      <tr>
        <td className={s.cell} data-label="Name">
          {container.name}
        </td>
        <td className={s.cell} data-label="Image">
          {container.image}
        </td>
        <td className={s.cell} data-label="Status">
          {restarting ? (
            <span aria-live="polite">Restarting…</span>
          ) : (
            <StatusText status={container.status} />
          )}
        </td>
        <td className={s.cell} data-label="Ports">
          {container.ports || '—'}
        </td>
        <td className={s.cell} data-label="Actions">
          <div className={s.actionRow}>
            {action('Start', 'container.start')}
            {action('Stop', 'container.stop')}
            {action('Restart', 'container.restart')}
            <button
              type="button"
              className={`${button.secondary} ${s.smallButton}`}
              aria-label={`Logs of ${container.name}`}
              aria-expanded={showLogs}
              onClick={() => setShowLogs((v) => !v)}
            >
              Logs
            </button>
            <button
              type="button"
              className={`${button.secondary} ${s.smallButton}`}
              aria-label={`Delete ${container.name}`}
              disabled={!canDelete || snap.hasTag('busy')}
              onClick={onDelete}
            >
              Delete
            </button>
          </div>
          {failure && (
            <p className={notice.error} role="alert">
              {failure}
            </p>
          )}
        </td>
      </tr>
      {showLogs && (
        <tr>
          <td className={s.cell} colSpan={5}>
            <pre className={s.logs}>{containerLogs(container.name, container.image)}</pre>
          </td>
        </tr>
      )}
    </>
  );
}
