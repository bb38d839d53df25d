import { button, notice } from '../ui/controls.css.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ProjectSelectorContext } from './ProjectSelectorContext.ts';

/** 'Create New Project': opens by itself when the user has no project yet (spec §2). */
export function CreateProjectModal() {
  const selector = ProjectSelectorContext.useActorRef();
  const open = ProjectSelectorContext.useSelector(
    (snap) => snap.matches({ ready: 'composing' }) || snap.matches({ ready: 'creating' }),
  );
  const creating = ProjectSelectorContext.useSelector((snap) => snap.hasTag('creating'));
  const draft = ProjectSelectorContext.useSelector((snap) => snap.context.draft);
  const failure = ProjectSelectorContext.useSelector((snap) => (open ? snap.context.failure : null));
  const canCreate = ProjectSelectorContext.useSelector((snap) => snap.can({ type: 'projects.create' }));
  const cancel = () => selector.send({ type: 'projects.cancel' });
  return (
    <Modal
      open={open}
      title="Create New Project"
      onClose={cancel}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={cancel} disabled={creating}>
            Cancel
          </button>
          <button type="submit" form="create-project-form" className={button.primary} disabled={!canCreate}>
            {creating ? 'Creating...' : 'Create'}
          </button>
        </>
      }
    >
      <form
        id="create-project-form"
        onSubmit={(e) => {
          e.preventDefault();
          selector.send({ type: 'projects.create' });
        }}
      >
        <TextField
          label="Project Name"
          value={draft.name}
          autoComplete="off"
          onValue={(value) => selector.send({ type: 'projects.draftChange', field: 'name', value })}
        />
        <TextAreaField
          label="Description"
          value={draft.description}
          onValue={(value) => selector.send({ type: 'projects.draftChange', field: 'description', value })}
        />
        {failure && (
          <p className={notice.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
