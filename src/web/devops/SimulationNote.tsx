import * as s from './SimulationNote.css.ts';

/** Says plainly that the DevOps console is a simulation whose data stays in this browser. */
export function SimulationNote() {
  return (
    <p className={s.note}>
      <strong>Simulation</strong>
      <span className={s.rest}> — data stays in this browser</span>
    </p>
  );
}
