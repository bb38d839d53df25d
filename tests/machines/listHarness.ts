import {
  type AnyStateMachine,
  createActor,
  fromCallback,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import type {
  CreateItemInput,
  DeleteItemInput,
  defineList,
  FeedInput,
  FetchPageInput,
  ItemActionInput,
  ItemActionResult,
  ListEvent,
  ListPage,
  UpdateItemInput,
} from '../../machines/list.machine.ts';
import { itemActionOf } from '../../machines/list.machine.ts';
import { controlledPromise } from './modelHarness.ts';

type ListMachine<T extends { id: string }, F extends string, S> = ReturnType<typeof defineList<T, F, S>>;

/** A list machine run on controllable fake actors and a simulated clock. */
export function listHarness<T extends { id: string }, F extends string, S = string>(
  machine: ListMachine<T, F, S>,
  scope: S | null,
  /** From `coverTransitions(machine)`, to hold the file's tests to every transition. */
  inspect?: (event: InspectionEvent) => void,
  /** Values the inline add form starts with. */
  draft?: Partial<Record<string, string>>,
) {
  const fetchPage = controlledPromise<ListPage<T>, FetchPageInput<S>>();
  const createItem = controlledPromise<T, CreateItemInput<S, F>>();
  const updateItem = controlledPromise<T, UpdateItemInput<S, F>>();
  const deleteItem = controlledPromise<unknown, DeleteItemInput<S>>();
  const itemAction = controlledPromise<ItemActionResult<T>, ItemActionInput<T, S>>();
  /** Each live feed the list ran: its scope, whether it stopped, and a way to send as the source. */
  const feeds: Array<{ scope: S | null; stopped: boolean; send: (event: ListEvent<T, F>) => void }> = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    (machine as AnyStateMachine).provide({
      actors: {
        fetchPage: fetchPage.logic,
        createItem: createItem.logic,
        updateItem: updateItem.logic,
        deleteItem: deleteItem.logic,
        itemAction: itemActionOf<T, F, S>(itemAction.call),
        feed: fromCallback<ListEvent<T, F>, FeedInput<S>>(({ input, sendBack }) => {
          const feed = { scope: input.scope, stopped: false, send: sendBack };
          feeds.push(feed);
          return () => {
            feed.stopped = true;
          };
        }),
      },
    }) as ListMachine<T, F, S>,
    { input: { scope, draft }, clock, inspect },
  ).start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    fetchPage,
    createItem,
    updateItem,
    deleteItem,
    itemAction,
    feeds,
    clock,
    snap,
    ctx: () => snap().context,
    send: actor.send.bind(actor),
    /** The success notice on show, or null. */
    notice: () => snap().children.notice?.getSnapshot().context.text ?? null,
    /** Answers the pending fetch with these items as the whole list, or as its first `total`. */
    loaded: (items: T[], total = items.length) => fetchPage.resolve({ content: items, totalElements: total }),
  };
}
