import {
  type AnyEventObject,
  assign,
  type CallbackActorLogic,
  enqueueActions,
  fromCallback,
  stopChild,
} from 'xstate';
import {
  anyUploaded,
  batchFinished,
  chooseFiles,
  hasWaiting,
  markStarted,
  nextToStart,
  type QueuedUpload,
  requeueRunning,
  retryingFailed,
  runningIds,
  type SetApartFile,
  type UploadFailedReport,
  type UploadProgressReport,
  type UploadQueueContext,
  uploadChildId,
  uploadQueueMessages,
  withItem,
  withoutUploaded,
} from './uploadQueue.ts';

type AnyQueueContext = UploadQueueContext<QueuedUpload<string>>;

/** The per-file upload until a flow provides one: it fails at once. */
export const uploadNotProvided = <TEvent extends AnyEventObject, TInput extends { id: string }>() =>
  fromCallback<TEvent, TInput>(({ input, sendBack }) => {
    sendBack({ type: 'upload.failed', id: input.id, message: 'uploadFile not provided' });
  });

export const uploadQueueGuards = {
  noFiles: ({ context }: { context: AnyQueueContext }) => !hasWaiting(context.items),
  batchFinished: ({ context }: { context: AnyQueueContext }) => batchFinished(context.items),
};

/**
 * The queue's bookkeeping as actions of a flow's machine. `takes` says which chosen files the flow
 * sends, each queued as `newItem`; `setApart` names the context's list of the others. `scopeOf`
 * is the workspace or project the files go to (nothing starts without one); `uploadInput` is
 * what an item's upload actor gets.
 */
export function uploadQueueActions<
  TContext extends AnyQueueContext,
  TEvent extends AnyEventObject,
  TInput,
>(flow: {
  takes: (fileName: string) => boolean;
  newItem: (chosen: SetApartFile) => TContext['items'][number];
  setApart: keyof TContext & string;
  scopeOf: (context: TContext) => string | null;
  uploadInput: (item: TContext['items'][number], scope: string) => TInput;
}) {
  // TypeScript cannot check a literal against the flow's own context type; these set only the queue's fields.
  const change = (fields: Partial<AnyQueueContext> & Record<string, unknown>) => fields as Partial<TContext>;
  type UploadActor = { src: 'uploadFile'; logic: CallbackActorLogic<TEvent, TInput>; id: string | undefined };
  const actions = {
    batchCompleted: () => {},
    startWaitingUploads: enqueueActions<
      TContext,
      TEvent,
      undefined,
      TEvent,
      UploadActor,
      never,
      never,
      never
    >(({ context, enqueue }) => {
      const starting = nextToStart(context.items);
      const scope = flow.scopeOf(context);
      if (starting.length === 0 || !scope) return;
      enqueue.assign(change({ items: markStarted(context.items, starting) }));
      for (const item of starting) {
        enqueue.spawnChild('uploadFile', {
          id: uploadChildId(item.id),
          input: flow.uploadInput(item, scope),
        });
      }
    }),
    retryFailed: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      change({ failure: null, items: retryingFailed(context.items) }),
    ),
    clearUploaded: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      change({ items: withoutUploaded(context.items), [flow.setApart]: [] }),
    ),
    reloadIfAnyUploaded: enqueueActions<
      TContext,
      TEvent,
      undefined,
      TEvent,
      never,
      { type: 'batchCompleted'; params: unknown },
      never,
      never
    >(({ context, enqueue }) => {
      if (anyUploaded(context.items)) enqueue({ type: 'batchCompleted' });
    }),
    stopAllUploads: enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never>(
      ({ context, enqueue }) => {
        for (const id of runningIds(context.items)) enqueue(stopChild(uploadChildId(id)));
      },
    ),
  };
  return {
    /** For `setup({ actions })`. */
    actions,
    /** Before the next file starts: the reporting upload's actor is done. */
    stopReporter: stopChild<TContext, { type: string; id: string }, undefined, TEvent>(({ event }) =>
      uploadChildId(event.id),
    ),
    /** Files the flow does not take are set apart before anything is sent; the others are queued. */
    addChosen: assign<TContext, { type: 'upload.filesAdded'; files: File[] }, undefined, TEvent, never>(
      ({ context, event }) => {
        const { taken, setApart, nextId } = chooseFiles(context.nextId, event.files, flow.takes);
        return change({
          items: [...context.items, ...taken.map(flow.newItem)],
          [flow.setApart]: [...(context[flow.setApart] as SetApartFile[]), ...setApart],
          nextId,
          failure: null,
        });
      },
    ),
    removeChosen: assign<TContext, { type: 'upload.fileRemoved'; id: string }, undefined, TEvent, never>(
      ({ context, event }) =>
        change({
          items: context.items.filter((i) => i.id !== event.id),
          [flow.setApart]: (context[flow.setApart] as SetApartFile[]).filter((i) => i.id !== event.id),
        }),
    ),
    recordProgress: assign<TContext, UploadProgressReport, undefined, TEvent, never>(({ context, event }) =>
      change({ items: withItem(context.items, event.id, { percent: event.percent }) }),
    ),
    recordSuccess: assign<TContext, { type: 'upload.succeeded'; id: string }, undefined, TEvent, never>(
      ({ context, event }) =>
        change({ items: withItem(context.items, event.id, { status: 'success', percent: 100 }) }),
    ),
    recordFailure: assign<TContext, UploadFailedReport, undefined, TEvent, never>(({ context, event }) =>
      change({
        items: withItem(context.items, event.id, {
          status: 'error',
          error: event.message || uploadQueueMessages.failedFallback,
        }),
      }),
    ),
    requeueCancelled: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      change({ items: requeueRunning(context.items), failure: uploadQueueMessages.cancelled }),
    ),
  };
}
