import { Link } from 'wouter';
import { selectedWorkspace } from '../../../machines/workspaceSelector.machine.ts';
import { useDisclosure } from '../site/useDisclosure.ts';
import * as s from './Dashboard.css.ts';
import { WorkspaceSelectorContext } from './WorkspaceSelectorContext.ts';

/** The top bar's workspace menu: up to 20 workspaces and a way to create one. */
export function WorkspaceSwitcher() {
  const menu = useDisclosure<HTMLDivElement>();
  const selector = WorkspaceSelectorContext.useActorRef();
  const workspaces = WorkspaceSelectorContext.useSelector((snap) => snap.context.workspaces);
  const current = WorkspaceSelectorContext.useSelector((snap) => selectedWorkspace(snap.context));
  const loading = WorkspaceSelectorContext.useSelector((snap) => snap.matches('loading'));
  const failure = WorkspaceSelectorContext.useSelector((snap) => snap.context.failure);
  const label = current?.name ?? (loading ? 'Loading workspaces…' : 'Select a workspace');
  return (
    <div className={s.menuWrap} ref={menu.ref}>
      <button
        type="button"
        className={s.menuButton}
        aria-expanded={menu.open}
        aria-haspopup="true"
        aria-label={`Workspace: ${label}`}
        onClick={menu.toggle}
      >
        {label} ▾
      </button>
      {menu.open && (
        <ul className={s.menu} aria-label="Workspaces">
          {failure && (
            <li className={s.menuNote} role="alert">
              {failure}{' '}
              <button
                type="button"
                className={s.menuItem}
                onClick={() => selector.send({ type: 'workspaces.reload' })}
              >
                Retry
              </button>
            </li>
          )}
          {!failure && workspaces.length === 0 && <li className={s.menuNote}>No workspaces found</li>}
          {workspaces.map((w) => (
            <li key={w.id}>
              <button
                type="button"
                className={s.menuItem}
                aria-current={w.id === current?.id ? 'true' : undefined}
                onClick={() => {
                  selector.send({ type: 'workspaces.select', id: w.id });
                  menu.close();
                }}
              >
                {w.name}
              </button>
            </li>
          ))}
          <li className={s.menuSeparator} aria-hidden="true" />
          <li>
            <Link href="/create-workspace" className={s.menuItem} onClick={menu.close}>
              + Create New Workspace
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
