/**
 * The workspace indexes one process keeps, least recently asked dropped first once their chunks
 * together pass a budget. The index being loaded or asked is never the one dropped, so a single
 * workspace larger than the budget is still answered from memory until another is asked.
 */
export function createWorkspaceIndexCache<T extends { rows: { length: number } }>({
  load,
  maxChunks,
}: {
  load: (workspaceId: string) => Promise<T>;
  maxChunks: number;
}) {
  /** In the order they were last asked for, oldest first; `chunks` is 0 until the load ends. */
  const entries = new Map<string, { index: Promise<T>; chunks: number }>();

  const totalChunks = () => {
    let total = 0;
    for (const e of entries.values()) total += e.chunks;
    return total;
  };

  function trim(keep: string) {
    let total = totalChunks();
    for (const [workspaceId, e] of entries) {
      if (total <= maxChunks) return;
      if (workspaceId === keep || e.chunks === 0) continue;
      entries.delete(workspaceId);
      total -= e.chunks;
    }
  }

  return {
    get(workspaceId: string): Promise<T> {
      const cached = entries.get(workspaceId);
      if (cached) {
        entries.delete(workspaceId);
        entries.set(workspaceId, cached);
        return cached.index;
      }
      const entry = { index: load(workspaceId), chunks: 0 };
      entries.set(workspaceId, entry);
      entry.index.then(
        (index) => {
          if (entries.get(workspaceId) !== entry) return;
          entry.chunks = Math.max(1, index.rows.length);
          trim(workspaceId);
        },
        () => {
          if (entries.get(workspaceId) === entry) entries.delete(workspaceId);
        },
      );
      return entry.index;
    },
    /**
     * Brings a cached index up to date in place (`change` gets the current one); questions asked
     * meanwhile wait for the result. Nothing to do when the workspace is not cached; when the
     * change fails the index is dropped, so the next question loads it whole.
     */
    update(workspaceId: string, change: (index: T) => Promise<T>) {
      const entry = entries.get(workspaceId);
      if (!entry) return;
      const next = entry.index.then(change);
      entry.index = next;
      next.then(
        (index) => {
          if (entries.get(workspaceId) !== entry || entry.index !== next) return;
          entry.chunks = Math.max(1, index.rows.length);
          trim(workspaceId);
        },
        () => {
          if (entries.get(workspaceId) === entry) entries.delete(workspaceId);
        },
      );
    },
    drop(workspaceId: string) {
      entries.delete(workspaceId);
    },
    clear() {
      entries.clear();
    },
    /** Chunks held by the loaded indexes. */
    get chunks() {
      return totalChunks();
    },
    has: (workspaceId: string) => entries.has(workspaceId),
  };
}
