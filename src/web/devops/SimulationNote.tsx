import * as s from './SimulationNote.css.ts';

/**
 * Says plainly that the DevOps console is a simulation whose data stays in this browser. The
 * console shows it in its header, and on a phone (where the header has no room beside the
 * project and Logout) at the top of the page instead: one of the two shows at any width.
 */
export function SimulationNote({ placement }: { placement: 'header' | 'page' }) {
  return (
    <p className={`${s.note} ${s.placement[placement]}`}>
      <strong>Simulation</strong>
      <span className={s.rest}> — data stays in this browser</span>
    </p>
  );
}
