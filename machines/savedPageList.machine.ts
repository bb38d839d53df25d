import { z } from 'zod';
import type { InsightPage } from '../src/contract/dataInsights.ts';
import { defineList } from './list.machine.ts';

/** Saved report pages come ten at a time (spec §7: GET /api/insights default 0, 10). */
export const SAVED_PAGE_SIZE = 10;

/** The Insights page: the user's saved report pages, newest first, ten at a time with 'Load more'. */
export const savedPageListMachine = defineList<InsightPage, never, null>({
  id: 'savedPageList',
  fields: [],
  schema: z.object({}),
  editors: { add: 'none', edit: 'none', remove: 'none' },
  pageSize: SAVED_PAGE_SIZE,
  messages: {
    fetchFailed: 'Failed to fetch saved pages.',
    addFailed: 'Failed to save dashboard.',
    updateFailed: 'Failed to save dashboard.',
    deleteFailed: 'Failed to delete the page.',
    added: 'Dashboard saved successfully!',
    updated: 'Dashboard saved successfully!',
    deleted: 'Page deleted successfully!',
  },
});
