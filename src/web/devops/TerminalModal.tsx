import { useActor } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { terminalMachine } from '../../../machines/terminal.machine.ts';
import type { Host } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { button } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import * as s from './Devops.css.ts';

/** The host's terminal in a modal, run by the terminal machine; 'exit' closes it. */
export function TerminalModal({ host, onClose }: { host: Host; onClose: () => void }) {
  const [snap, send] = useActor(terminalMachine, {
    input: { host: host.name, openedAt: Date.now() },
    inspect,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const outputRef = useRef<HTMLDivElement>(null);
  const { lines, input, cleared } = snap.context;
  const closed = snap.status === 'done';
  const ready = snap.matches('ready');

  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  // New output scrolls into view; the input keeps the focus once connected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when lines are added
  useEffect(() => {
    const output = outputRef.current;
    if (output) output.scrollTop = output.scrollHeight;
  }, [lines.length, cleared]);
  useEffect(() => {
    if (ready) inputRef.current?.focus();
  }, [ready]);

  return (
    <Modal
      open={!closed}
      title={`Terminal: ${host.name}`}
      size="wide"
      onClose={onClose}
      actions={
        <button type="button" className={button.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <div className={s.terminal}>
        <div ref={outputRef} role="log" aria-label="Terminal output" aria-live="polite">
          {lines.map((line, i) => (
            <p
              // Lines are appended, or all cleared (counted), so their number is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only output, numbered across clears
              key={cleared + i}
              className={line.kind === 'error' ? s.terminalError : s.terminalLine}
            >
              {line.text}
            </p>
          ))}
        </div>
        <form
          className={s.terminalInputRow}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'terminal.submit', at: Date.now() });
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">$</span>
          <input
            ref={inputRef}
            className={s.terminalInput}
            aria-label="Command"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={!ready}
            value={input}
            onChange={(e) => send({ type: 'terminal.type', value: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'ArrowUp') {
                e.preventDefault();
                send({ type: 'terminal.historyUp' });
              } else if (e.key === 'ArrowDown') {
                e.preventDefault();
                send({ type: 'terminal.historyDown' });
              }
            }}
          />
        </form>
      </div>
    </Modal>
  );
}
