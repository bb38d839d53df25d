import { fromCallback } from 'xstate';
import type { FilesListEvent } from '../../../machines/filesList.machine.ts';
import type { FeedInput } from '../../../machines/list.machine.ts';
import { type LiveEventSources, subscribeLiveEvents } from './liveEvents.ts';

/**
 * The files list's live feed: each `file.status` event of the workspace changes that file's
 * status (`list.itemChanged`); whenever the stream opens the list reloads, since a change made between
 * the list's loading and that moment sent no event it could hear.
 */
export const fileStatusFeed = (sources?: LiveEventSources) =>
  fromCallback<FilesListEvent, FeedInput<string>>(({ input, sendBack }) => {
    if (!input.scope) return;
    return subscribeLiveEvents(
      {
        onEvent: (event) => {
          if (event.event === 'file.status' && event.data.workspaceId === input.scope) {
            const { fileId, status, statusReason, chunksDone, chunksTotal } = event.data;
            const progress = chunksTotal === undefined ? {} : { chunksDone, chunksTotal };
            sendBack({
              type: 'list.itemChanged',
              id: fileId,
              changes: { status, statusReason, ...progress },
            });
          }
        },
        onOpened: () => sendBack({ type: 'list.reload' }),
      },
      sources,
    );
  });

export const liveFileStatusFeed = fileStatusFeed();
