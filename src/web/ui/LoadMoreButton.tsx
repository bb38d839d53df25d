import { button } from './controls.css.ts';

/** What the button reads from a list machine's snapshot (machines/list.machine.ts). */
export interface PagedListSnapshot {
  context: { items: readonly unknown[]; total: number };
  matches(state: 'ready'): boolean;
  hasTag(tag: 'loadingMore'): boolean;
  can(event: { type: 'list.loadMore' }): boolean;
}

/**
 * Below a list that holds more than it has loaded: how many show, and a button for the next page.
 * Shown while the list is ready; busy while the next page loads.
 */
export function LoadMoreButton({ list, onLoadMore }: { list: PagedListSnapshot; onLoadMore: () => void }) {
  const loaded = list.context.items.length;
  const { total } = list.context;
  if (!list.matches('ready') || loaded >= total) return null;
  const loading = list.hasTag('loadingMore');
  return (
    <div>
      <p aria-live="polite">
        Showing {loaded} of {total}.
      </p>
      <button
        type="button"
        className={button.secondary}
        disabled={!list.can({ type: 'list.loadMore' })}
        aria-busy={loading}
        onClick={onLoadMore}
      >
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
