import { type ListStore, slicePage, type Values } from '../../../machines/list.machine.ts';

export interface MemoryListStoreOptions<T, F extends string, S> {
  /** The items of a scope, newest first; the store adds to, replaces in and removes from this array. */
  itemsOf: (scope: S) => T[];
  /** A new item from the form's values. */
  create: (values: Values<F>, scope: S) => T;
  /** The item after an edit. */
  update: (item: T, values: Values<F>) => T;
}

const missing = () => new Error('That item no longer exists.');

/**
 * A list store held in the browser: for data that has no server (the devops console's sample
 * hosts, rules, containers and pipelines) and for tests that want a working backend.
 */
export function memoryListStore<T extends { id: string }, F extends string, S>(
  options: MemoryListStoreOptions<T, F, S>,
): ListStore<T, F, S> {
  return {
    async list(scope, page) {
      return slicePage(options.itemsOf(scope), page);
    },
    async create(scope, values) {
      const created = options.create(values, scope);
      options.itemsOf(scope).unshift(created);
      return created;
    },
    async update(scope, id, values) {
      const items = options.itemsOf(scope);
      const index = items.findIndex((i) => i.id === id);
      if (index < 0) throw missing();
      const updated = options.update(items[index]!, values);
      items[index] = updated;
      return updated;
    },
    async remove(scope, id) {
      const items = options.itemsOf(scope);
      const index = items.findIndex((i) => i.id === id);
      if (index < 0) throw missing();
      items.splice(index, 1);
    },
  };
}
