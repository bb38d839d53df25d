import { fromCallback } from 'xstate';
import type { FilesListEvent } from '../../../machines/filesList.machine.ts';
import { type LiveEventSources, subscribeLiveEvents } from './liveEvents.ts';

/**
 * The files list's live feed: each `file.status` event of the workspace becomes
 * `files.statusChanged`; after a lost connection the list reloads, since events may have been missed.
 */
export const fileStatusFeed = (sources?: LiveEventSources) =>
  fromCallback<FilesListEvent, { workspaceId: string | null }>(({ input, sendBack }) => {
    if (!input.workspaceId) return;
    return subscribeLiveEvents(
      {
        onEvent: (event) => {
          if (event.event === 'file.status' && event.data.workspaceId === input.workspaceId) {
            sendBack({ type: 'files.statusChanged', change: event.data });
          }
        },
        onReconnected: () => sendBack({ type: 'files.reload' }),
      },
      sources,
    );
  });

export const liveFileStatusFeed = fileStatusFeed();
