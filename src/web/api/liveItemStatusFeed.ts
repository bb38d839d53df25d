import { fromCallback } from 'xstate';
import type { FeedInput, ListEvent } from '../../../machines/list.machine.ts';
import type { Qna, Text } from '../../contract/workspace.ts';
import { type LiveEventSources, subscribeLiveEvents } from './liveEvents.ts';

/**
 * A text or Q&A list's live feed: each `item.status` event of its kind in the workspace changes that
 * item's status; whenever the stream opens the list reloads (events before it were missed).
 */
export const itemStatusFeed = <T extends Text | Qna, F extends string>(
  kind: 'text' | 'qna',
  sources?: LiveEventSources,
) =>
  fromCallback<ListEvent<T, F>, FeedInput<string>>(({ input, sendBack }) => {
    if (!input.scope) return;
    return subscribeLiveEvents(
      {
        onEvent: (event) => {
          if (event.event !== 'item.status') return;
          const { workspaceId, id, status, statusReason } = event.data;
          if (event.data.kind !== kind || workspaceId !== input.scope) return;
          sendBack({ type: 'list.itemChanged', id, changes: { status, statusReason } as Partial<T> });
        },
        onOpened: () => sendBack({ type: 'list.reload' }),
      },
      sources,
    );
  });
