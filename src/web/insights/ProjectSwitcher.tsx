import { useId } from 'react';
import { visuallyHidden } from '../ui/controls.css.ts';
import { Icon } from '../ui/Icon.tsx';
import * as s from './Insights.css.ts';
import { ProjectSelectorContext } from './ProjectSelectorContext.ts';

const PLUS_ICON = 'M12 5v14M5 12h14';

/** The header's project selector: the projects by name, and 'New project'. */
export function ProjectSwitcher() {
  const selector = ProjectSelectorContext.useActorRef();
  const projects = ProjectSelectorContext.useSelector((snap) => snap.context.projects);
  const selectedId = ProjectSelectorContext.useSelector((snap) => snap.context.selectedId);
  const canCompose = ProjectSelectorContext.useSelector((snap) => snap.can({ type: 'projects.compose' }));
  const id = useId();
  return (
    <div className={s.projectPicker}>
      {projects.length > 0 && (
        <>
          <label htmlFor={id} className={visuallyHidden}>
            Project
          </label>
          <select
            id={id}
            className={s.projectSelect}
            value={selectedId ?? ''}
            onChange={(e) => selector.send({ type: 'projects.select', id: e.target.value })}
          >
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="button"
        className={s.iconButton}
        disabled={!canCompose}
        onClick={() => selector.send({ type: 'projects.compose' })}
        aria-label="New project"
        title="New project"
      >
        <Icon path={PLUS_ICON} size={18} />
      </button>
    </div>
  );
}
