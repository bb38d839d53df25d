import {
  type AnyActor,
  type AnyEventObject,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  fromCallback,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import type { QueuedUpload, UploadFailedReport, UploadProgressReport } from '../../machines/uploadQueue.ts';

/**
 * Fake per-file upload actors: the test reports their progress and outcome by file name.
 * `started` holds what `startedAs` makes of each upload's input, in the order they started.
 */
export function fakeUploads<
  TEvent extends AnyEventObject,
  TInput extends { id: string; file: File },
  TStarted,
>(startedAs: (input: TInput) => TStarted) {
  const running = new Map<string, { input: TInput; sendBack: (e: AnyEventObject) => void }>();
  const started: TStarted[] = [];
  const aborted: string[] = [];
  const logic = fromCallback<TEvent, TInput>(({ input, sendBack }) => {
    running.set(input.file.name, { input, sendBack });
    started.push(startedAs(input));
    return () => {
      if (running.delete(input.file.name)) aborted.push(input.file.name);
    };
  });
  /** Sends what `make` says the named file's upload reports; any report but progress ends it. */
  const report = (name: string, make: (id: string) => TEvent | UploadProgressReport | UploadFailedReport) => {
    const upload = running.get(name);
    if (!upload) throw new Error(`${name} is not uploading`);
    const event = make(upload.input.id);
    if (event.type !== 'upload.progress') running.delete(name);
    upload.sendBack(event);
  };
  return {
    logic,
    started,
    aborted,
    running: () => [...running.keys()],
    report,
    progress: (name: string, percent: number) =>
      report(name, (id) => ({ type: 'upload.progress', id, percent })),
    fail: (name: string, message: string) => report(name, (id) => ({ type: 'upload.failed', id, message })),
  };
}

type ItemOf<M extends AnyStateMachine> =
  ContextFrom<M> extends { items: (infer T extends QueuedUpload<string>)[] } ? T : never;

/**
 * An upload machine run on `uploads` and a simulated clock; `completed()` counts its
 * `batchCompleted` actions, `add` chooses files by name.
 */
export function uploadHarness<M extends AnyStateMachine, U extends { logic: unknown }>(
  machine: M,
  input: InputFrom<M>,
  uploads: U,
  fileNamed: (name: string) => File,
  /** From `coverTransitions(machine)`, to hold the file's tests to every transition. */
  inspect: (event: InspectionEvent) => void,
) {
  const clock = new SimulatedClock();
  let completed = 0;
  const actor = createActor(
    (machine as AnyStateMachine).provide({
      actors: { uploadFile: uploads.logic },
      actions: {
        batchCompleted: () => {
          completed++;
        },
      },
    }) as M,
    { input, clock, inspect },
  ).start();
  // Read through the untyped view: the helpers work for either machine.
  const anyActor = actor as AnyActor;
  /** The success notice the `notice` child shows, or null. */
  const notice = (): string | null =>
    anyActor.getSnapshot().children.notice?.getSnapshot().context.text ?? null;
  const ctx = (): ContextFrom<M> => anyActor.getSnapshot().context;
  const item = (name: string): ItemOf<M> | undefined =>
    (anyActor.getSnapshot().context.items as ItemOf<M>[]).find((i) => i.file.name === name);
  const add = (...names: string[]) => {
    const chosen: AnyEventObject = { type: 'upload.filesAdded', files: names.map((n) => fileNamed(n)) };
    anyActor.send(chosen);
  };
  return { actor, uploads, clock, ctx, notice, item, add, completed: () => completed };
}
