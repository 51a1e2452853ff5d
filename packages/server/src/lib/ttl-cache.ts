/**
 * A small per-process cache of derived, read-only data (search answers, the category tree).
 * Entries expire after ttlMs; the oldest entry goes when maxEntries is reached. Nothing that must be
 * shared between processes lives here: a miss simply recomputes from the database.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** counts clear(): a value computed from before a clear is not kept after it */
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so Map order tracks recency.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  /** Returns the cached value or computes it once, sharing one in-flight computation per key. */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = compute()
        .then((value) => {
          if (generation === this.generation) this.set(key, value);
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private readonly pending = new Map<string, Promise<V>>();

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.generation += 1;
  }
}
