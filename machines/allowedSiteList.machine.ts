import { type AllowedSite, allowedSiteBody, allowedSiteLimits } from '../src/contract/allowedSite.ts';
import { defineList } from './list.machine.ts';
import { NO_WORKSPACE } from './scopeMessages.ts';

/**
 * The Integration page's allowed sites: the origins that may embed the workspace's chat widget,
 * added from a one-field form (checked and normalised by the contract), removed after confirmation.
 * A site is not edited: it is removed and another added.
 */
export const allowedSiteListMachine = defineList<AllowedSite, 'origin'>({
  id: 'allowedSiteList',
  fields: ['origin'],
  schema: allowedSiteBody,
  editors: { add: 'draft', edit: 'none', remove: 'confirm' },
  // The server keeps at most this many, so one call lists them all.
  pageSize: allowedSiteLimits.perWorkspace,
  messages: {
    fetchFailed: 'Failed to fetch allowed sites.',
    addFailed: 'Failed to add the allowed site.',
    updateFailed: 'Failed to update the allowed site.',
    deleteFailed: 'Failed to remove the allowed site.',
    added: 'Allowed site added successfully!',
    updated: 'Allowed site updated successfully!',
    deleted: 'Allowed site removed successfully!',
    noScope: NO_WORKSPACE,
  },
});
