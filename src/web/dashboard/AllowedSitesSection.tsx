import { useActor } from '@xstate/react';
import type { allowedSiteListMachine } from '../../../machines/allowedSiteList.machine.ts';
import { allowedSiteLimits } from '../../contract/allowedSite.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, card } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { formFieldProps } from '../ui/formFieldProps.ts';
import { shield } from '../ui/iconPaths.ts';
import { SuccessNotice } from '../ui/SuccessNotice.tsx';
import { TextField } from '../ui/TextField.tsx';
import { Toast } from '../ui/Toast.tsx';
import * as a from './AllowedSites.css.ts';
import * as s from './DashboardPage.css.ts';

const FIELDS = ['origin'] as const;

/**
 * The web sites allowed to embed the workspace's chat widget: add an origin, remove one after
 * confirmation. With none, any site may embed the widget.
 */
export function AllowedSitesSection({
  machine,
  workspaceId,
}: {
  machine: typeof allowedSiteListMachine;
  workspaceId: string;
}) {
  const [snap, send] = useActor(machine, { input: { scope: workspaceId }, inspect });
  const { items, draft, failure, deletingId } = snap.context;
  const ready = snap.matches('ready');
  const adding = snap.hasTag('saving');
  const removing = items.find((site) => site.id === deletingId);
  const field = formFieldProps(draft, FIELDS, (name, value) =>
    send({ type: 'list.draftChange', field: name, value }),
  );
  return (
    <section className={card} aria-labelledby="allowed-sites-title">
      <h2 id="allowed-sites-title">Allowed sites</h2>
      <p className={a.description}>
        The web sites that may embed this agent’s chat widget. Once you add one, the chat opens only in frames
        on these sites, and other sites’ pages cannot call the chat API.
      </p>
      <SuccessNotice actor={snap.children.notice} />
      <Toast tone="error" text={failure} />
      <form
        className={a.addForm}
        noValidate
        aria-label="Add an allowed site"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'list.add' });
        }}
      >
        <TextField
          label="Site origin"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://shop.example.com"
          maxLength={allowedSiteLimits.origin}
          {...field('origin')}
        />
        <button
          type="submit"
          className={button.primary}
          disabled={!snap.can({ type: 'list.add' })}
          aria-busy={adding}
        >
          {adding ? 'Adding…' : 'Add site'}
        </button>
      </form>
      {snap.hasTag('loading') && <p aria-live="polite">Loading allowed sites…</p>}
      {snap.matches('loadFailed') && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'list.reload' })}>
          Try again
        </button>
      )}
      {ready && items.length === 0 && (
        <EmptyState icon={shield} title="No allowed sites yet." headingLevel={3}>
          Any site may embed the widget until you add one. Add the origin of each site that shows it, such as
          https://shop.example.com, and from then on only those sites can.
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className={s.fileList} aria-label="Allowed sites">
          {items.map((site) => (
            <li key={site.id} className={a.site}>
              <p className={a.origin}>{site.origin}</p>
              <button
                type="button"
                className={button.secondary}
                aria-label={`Remove ${site.origin}`}
                disabled={!snap.can({ type: 'list.delete', id: site.id })}
                onClick={() => send({ type: 'list.delete', id: site.id })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={snap.hasTag('confirmingDelete')}
        title="Remove allowed site"
        confirmLabel="Remove"
        message={
          removing
            ? `Are you sure you want to remove "${removing.origin}"? ${
                items.length === 1
                  ? 'With no allowed sites left, any site may embed the widget.'
                  : 'It will no longer be able to embed the widget.'
              }`
            : 'Are you sure you want to remove this site?'
        }
        busy={snap.hasTag('deleting')}
        onConfirm={() => send({ type: 'list.deleteConfirm' })}
        onCancel={() => send({ type: 'list.deleteCancel' })}
      />
    </section>
  );
}
