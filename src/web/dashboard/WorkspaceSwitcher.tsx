import { Link } from 'wouter';
import { selectedWorkspace } from '../../../machines/workspaceSelector.machine.ts';
import { Dropdown, dropdownItem } from '../ui/Dropdown.tsx';
import { TruncatedText } from '../ui/TruncatedText.tsx';
import * as s from './Dashboard.css.ts';
import { WorkspaceSelectorContext } from './WorkspaceSelectorContext.ts';

/** The top bar's workspace menu: up to 20 workspaces and a way to create one. */
export function WorkspaceSwitcher() {
  const selector = WorkspaceSelectorContext.useActorRef();
  const workspaces = WorkspaceSelectorContext.useSelector((snap) => snap.context.workspaces);
  const current = WorkspaceSelectorContext.useSelector((snap) => selectedWorkspace(snap.context));
  const loading = WorkspaceSelectorContext.useSelector((snap) => snap.matches('loading'));
  const failure = WorkspaceSelectorContext.useSelector((snap) => snap.context.failure);
  const label = current?.name ?? (loading ? 'Loading workspaces…' : 'Select a workspace');
  return (
    <Dropdown
      label={<TruncatedText text={label} />}
      buttonClassName={s.workspaceButton}
      buttonLabel={`Workspace: ${label}`}
      listLabel="Workspaces"
    >
      {(close) => (
        <>
          {failure && (
            <li className={s.menuNote} role="alert">
              {failure}{' '}
              <button
                type="button"
                className={dropdownItem}
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
                className={dropdownItem}
                aria-current={w.id === current?.id ? 'true' : undefined}
                onClick={() => {
                  selector.send({ type: 'workspaces.select', id: w.id });
                  close();
                }}
              >
                {w.name}
              </button>
            </li>
          ))}
          <li className={s.menuSeparator} aria-hidden="true" />
          <li>
            <Link href="/create-workspace" className={dropdownItem} onClick={close}>
              + Create New Workspace
            </Link>
          </li>
        </>
      )}
    </Dropdown>
  );
}
