/**
 * The sessions this process read lately, by token hash (decision 027): a request whose session is
 * here costs no database round trip. Entries are forgotten when a `session_changes` notification
 * names their user (or everyone), and after `ttlMs` whatever happens. Nothing is served while the
 * notifications may be missed: before `listening()`, and between `lost()` and the next
 * `listening()`.
 */
export class SessionCache<T extends { userId: number }> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private live = false;
  /** Moves at every forgetting: a read begun before one must not be stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.live && this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string, now: number): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.at < this.ttlMs) return entry.value;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** What `set` needs to know that nothing was forgotten since the read began. */
  stamp(): number {
    return this.generation;
  }

  set(tokenHash: string, value: T, stamp: number, now: number): void {
    if (!this.enabled || stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest insertion first (a Map keeps that order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { value, at: now });
  }

  delete(tokenHash: string): void {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  /** A notification's payload: user ids separated by commas, or `*`. */
  forget(payload: string): void {
    this.generation++;
    if (payload === '*' || payload === '') {
      this.entries.clear();
      return;
    }
    const ids = new Set(payload.split(',').map(Number));
    for (const [tokenHash, entry] of this.entries)
      if (ids.has(entry.value.userId)) this.entries.delete(tokenHash);
  }

  /** The notifications are heard (again): whatever was kept may have been missed meanwhile. */
  listening(): void {
    this.forget('*');
    this.live = true;
  }

  lost(): void {
    this.live = false;
    this.forget('*');
  }
}
