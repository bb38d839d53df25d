import { createSessionStore } from '../../src/web/api/session.ts';

/**
 * Browser tabs of one origin: one storage shared by all, and a `storage` event delivered to every
 * tab but the one that wrote, as browsers do.
 */
export function browserTabs() {
  const values = new Map<string, string>();
  const tabs: EventTarget[] = [];
  const notifyOthers = (writer: EventTarget, key: string) => {
    for (const tab of tabs) {
      if (tab !== writer) tab.dispatchEvent(Object.assign(new Event('storage'), { key }));
    }
  };
  return {
    values,
    open() {
      const events = new EventTarget();
      tabs.push(events);
      const storage = {
        getItem: (key: string) => values.get(key) ?? null,
        setItem(key: string, value: string) {
          if (values.get(key) === value) return;
          values.set(key, value);
          notifyOthers(events, key);
        },
        removeItem(key: string) {
          if (!values.has(key)) return;
          values.delete(key);
          notifyOthers(events, key);
        },
      };
      return createSessionStore(
        () => storage,
        () => events,
      );
    },
  };
}
