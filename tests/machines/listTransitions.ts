import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { defineList, Values } from '../../machines/list.machine.ts';
import { listHarness } from './listHarness.ts';

type ListMachine<T extends { id: string }, F extends string, S> = ReturnType<typeof defineList<T, F, S>>;

export interface ListTransitionFixture<T extends { id: string }, F extends string, S> {
  machine: ListMachine<T, F, S>;
  /** From the file's `coverTransitions(machine)`, shared with its own tests. */
  inspect: (event: InspectionEvent) => void;
  scope: S;
  /** A distinct item for each n. */
  item: (n: number) => T;
  /** Values its form accepts, for a list that adds or edits here. */
  valid?: Values<F>;
}

/**
 * The generic behaviour of one configured list, every transition its configuration declares:
 * loading and reloading, pages beyond the first, items saved or removed elsewhere, and the
 * add, edit, delete and search paths it offers. A screen's file adds what is its own (texts, rules).
 */
export function describeListTransitions<T extends { id: string }, F extends string, S>(
  fixture: ListTransitionFixture<T, F, S>,
) {
  const { machine, item, scope } = fixture;
  const states = machine.root.states;
  const ready = states.ready?.states ?? {};
  const has = (name: string) => name in ready;
  const harness = () => listHarness(machine, scope, fixture.inspect);
  const loaded = async (items: T[], total = items.length) => {
    const h = harness();
    await h.loaded(items, total);
    return h;
  };
  const ids = (h: ReturnType<typeof harness>) => h.ctx().items.map((i) => i.id);
  const valid = () => {
    if (!fixture.valid) throw new Error(`${machine.id}: give valid values to test its forms`);
    return Object.entries(fixture.valid) as [F, string][];
  };

  describe(`${machine.id}: the generic list paths`, () => {
    if ((states.starting?.always ?? []).length > 1) {
      it('waits without a scope, saying why, and loads nothing', () => {
        const h = listHarness(machine, null, fixture.inspect);
        expect(h.snap().matches('noScope')).toBe(true);
        expect(h.ctx().failure).not.toBeNull();
        expect(h.fetchPage.calls).toEqual([]);
      });
    }

    it('says why the first page failed, and loads it again on reload', async () => {
      const h = harness();
      await h.fetchPage.reject(new Error('The source is down.'));
      expect(h.snap().matches('loadFailed')).toBe(true);
      expect(h.ctx().failure).toBe('The source is down.');
      h.send({ type: 'list.reload' });
      await h.loaded([item(1)]);
      expect(h.snap().matches('ready')).toBe(true);
      expect(h.ctx().failure).toBeNull();
    });

    it('pages beyond the first until it holds every item, keeping what it has when a page fails', async () => {
      const h = await loaded([item(1)], 3);
      h.send({ type: 'list.loadMore' });
      await h.fetchPage.reject(new Error(''));
      expect(h.ctx().failure).not.toBeNull();
      expect(ids(h)).toEqual([item(1).id]);
      h.send({ type: 'list.loadMore' });
      await h.loaded([item(2), item(3)], 3);
      expect(ids(h)).toEqual([item(1), item(2), item(3)].map((i) => i.id));
      expect(h.snap().can({ type: 'list.loadMore' })).toBe(false);
    });

    it('reloads from the first page while ready', async () => {
      const h = await loaded([item(1)]);
      h.send({ type: 'list.reload' });
      expect(h.snap().hasTag('loading')).toBe(true);
      await h.loaded([item(2)]);
      expect(ids(h)).toEqual([item(2).id]);
    });

    it('holds a reload asked for while busy until the list is idle again', async () => {
      const h = await loaded([item(1)], 2);
      h.send({ type: 'list.loadMore' });
      h.send({ type: 'list.reload' });
      expect(h.fetchPage.calls).toHaveLength(2);
      await h.loaded([item(2)], 2);
      expect(h.fetchPage.calls.at(-1)).toMatchObject({ page: 0 });
      expect(h.snap().hasTag('loading')).toBe(true);
      await h.loaded([item(3)]);
      expect(ids(h)).toEqual([item(3).id]);
    });

    it('reads the first page again when a reload is asked for while it loads', async () => {
      const h = harness();
      h.send({ type: 'list.reload' });
      expect(h.fetchPage.calls).toHaveLength(1);
      await h.loaded([item(1)]);
      expect(h.fetchPage.calls).toHaveLength(2);
      expect(h.snap().hasTag('loading')).toBe(true);
      await h.loaded([item(2)]);
      expect(ids(h)).toEqual([item(2).id]);
    });

    it('takes items saved or removed elsewhere', async () => {
      const h = await loaded([item(1)]);
      h.send({ type: 'list.itemSaved', item: item(2) });
      h.send({ type: 'list.itemSaved', item: item(1) });
      expect(ids(h)).toEqual([item(2).id, item(1).id]);
      h.send({ type: 'list.itemRemoved', id: item(1).id });
      expect(h.ctx()).toMatchObject({ total: 1, items: [item(2)] });
    });

    if (has('deleting')) {
      it('deletes only after confirmation, and keeps the item when deleting fails', async () => {
        const h = await loaded([item(1), item(2)]);
        h.send({ type: 'list.delete', id: item(1).id });
        h.send({ type: 'list.deleteCancel' });
        expect(h.deleteItem.calls).toEqual([]);
        h.send({ type: 'list.delete', id: item(1).id });
        h.send({ type: 'list.deleteConfirm' });
        await h.deleteItem.reject(new Error('Still in use.'));
        expect(h.ctx().failure).toBe('Still in use.');
        expect(ids(h)).toHaveLength(2);
        h.send({ type: 'list.delete', id: item(1).id });
        h.send({ type: 'list.deleteConfirm' });
        await h.deleteItem.resolve(null);
        expect(ids(h)).toEqual([item(2).id]);
        expect(h.notice()).not.toBeNull();
      });
    } else {
      it('offers no delete', async () => {
        const h = await loaded([item(1)]);
        expect(h.snap().can({ type: 'list.delete', id: item(1).id })).toBe(false);
      });
    }

    if (has('editing')) {
      it('refuses a form as opened blank, and closes it on cancel without a call', async () => {
        const h = await loaded([item(1)]);
        h.send(has('creating') ? { type: 'list.compose' } : { type: 'list.edit', id: item(1).id });
        for (const [field] of valid()) h.send({ type: 'list.formChange', field, value: '' });
        h.send({ type: 'list.formSave' });
        expect(Object.keys(h.ctx().form?.errors ?? {})).not.toEqual([]);
        h.send({ type: 'list.formCancel' });
        expect(h.ctx().form).toBeNull();
        expect([...h.createItem.calls, ...h.updateItem.calls]).toEqual([]);
      });
    }

    if (has('creating')) {
      it('creates from the editor, keeping it open when creating fails', async () => {
        const h = await loaded([item(1)]);
        h.send({ type: 'list.compose' });
        for (const [field, value] of valid()) h.send({ type: 'list.formChange', field, value });
        h.send({ type: 'list.formSave' });
        await h.createItem.reject(new Error('Refused.'));
        expect(h.snap().hasTag('saving')).toBe(false);
        expect(h.ctx()).toMatchObject({ failure: 'Refused.', form: { id: null } });
        h.send({ type: 'list.formSave' });
        await h.createItem.resolve(item(2));
        expect(ids(h)).toEqual([item(2).id, item(1).id]);
        expect(h.ctx().form).toBeNull();
      });
    }

    if (has('updating')) {
      it('updates from the editor, keeping it open when updating fails', async () => {
        const h = await loaded([item(1)]);
        h.send({ type: 'list.edit', id: item(1).id });
        for (const [field, value] of valid()) h.send({ type: 'list.formChange', field, value });
        h.send({ type: 'list.formSave' });
        await h.updateItem.reject(new Error('Refused.'));
        expect(h.ctx()).toMatchObject({ failure: 'Refused.', form: { id: item(1).id } });
        h.send({ type: 'list.formSave' });
        await h.updateItem.resolve(item(1));
        expect(h.ctx().form).toBeNull();
        expect(h.notice()).not.toBeNull();
      });
    }

    if (has('adding')) {
      it('adds from the draft once valid, keeping the draft when adding fails', async () => {
        const h = await loaded([item(1)]);
        h.send({ type: 'list.add' });
        expect(Object.keys(h.ctx().draft.errors)).not.toEqual([]);
        for (const [field, value] of valid()) h.send({ type: 'list.draftChange', field, value });
        h.send({ type: 'list.add' });
        await h.createItem.reject(new Error('Refused.'));
        expect(h.ctx().failure).toBe('Refused.');
        expect(h.ctx().draft.values).toMatchObject(Object.fromEntries(valid()));
        h.send({ type: 'list.add' });
        await h.createItem.resolve(item(2));
        expect(ids(h)).toEqual([item(2).id, item(1).id]);
      });
    }

    if ('list.search' in (machine.config.on ?? {})) {
      it('keeps the search query', async () => {
        const h = await loaded([item(1)]);
        h.send({ type: 'list.search', query: 'needle' });
        expect(h.ctx().query).toBe('needle');
      });
    }
  });
}
