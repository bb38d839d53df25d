import { button } from './controls.css.ts';

interface LoadMoreButtonProps {
  /** How many items are loaded and how many the source holds. */
  loaded: number;
  total: number;
  loading: boolean;
  enabled: boolean;
  onLoadMore: () => void;
}

/** Below a list that holds more than it has loaded: how many show, and a button for the next page. */
export function LoadMoreButton({ loaded, total, loading, enabled, onLoadMore }: LoadMoreButtonProps) {
  if (loaded >= total) return null;
  return (
    <div>
      <p aria-live="polite">
        Showing {loaded} of {total}.
      </p>
      <button
        type="button"
        className={button.secondary}
        disabled={!enabled}
        aria-busy={loading}
        onClick={onLoadMore}
      >
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
