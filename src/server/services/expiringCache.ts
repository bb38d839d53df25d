/**
 * A bounded in-process map whose entries lapse at their own time. When full, the oldest
 * entry goes first (Map keeps insertion order).
 */
export class ExpiringCache<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>();
  /** Loads under way, one per key: a burst of requests for a lapsed entry makes one query, not one each. */
  readonly #loading = new Map<K, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, expiresAt: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt });
  }

  /**
   * The cached value, else the outcome of the one `load` under way for the key, else of a new
   * one. What a load returns is kept until `keepUntil(value)` (not kept when that is undefined);
   * a load that a `delete` or `clear` overtook is not kept, since it may have read what changed.
   */
  async load(key: K, load: () => Promise<V>, keepUntil: (value: V) => number | undefined): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const running = this.#loading.get(key);
    if (running) return running;
    const loading = load();
    this.#loading.set(key, loading);
    try {
      const value = await loading;
      const until = keepUntil(value);
      if (this.#loading.get(key) === loading && until !== undefined) this.set(key, value, until);
      return value;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
  }
}
