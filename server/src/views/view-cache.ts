/** What a build hands the cache: the value, its rough size, the tags that invalidate it, its tournament (LRU). */
export interface Built<T> {
  value: T;
  /** Bytes the value holds, roughly (the memory bound counts these). */
  bytes: number;
  /** Live room names and resource tags (`nomination:<id>`, `area:<id>` …) whose change replaces the value. */
  tags: readonly string[];
  /** The tournament it belongs to: memory is bounded by evicting the least recently read tournaments whole. */
  group: string;
}

/** An invalidation as it travels between replicas: some tags, every view of some tournaments, or everything. */
export type Invalidation = { tags: readonly string[] } | { groups: readonly string[] } | { all: true };

interface Entry {
  value: unknown;
  bytes: number;
  tags: readonly string[];
  group: string;
}

export interface ViewCacheLimits {
  /** The memory bound, in bytes counted by the builds. */
  maxBytes: number;
}

export interface ViewCacheStats {
  entries: number;
  groups: number;
  bytes: number;
  hits: number;
  misses: number;
  /** Builds whose value was not kept: something they read changed while they ran. */
  discarded: number;
}

/** Past this many remembered tag invalidations the record is dropped (and builds in flight then are not kept). */
const MAX_REMEMBERED_TAGS = 20_000;

/**
 * The per-replica memory of read views: filled on first read, dropped by tag when a change record or a
 * write names it, bounded by evicting whole tournaments, least recently read first.
 *
 * A build that ran while one of its tags (or everything) was invalidated is answered but not kept: it may have read
 * the database before the write committed. Concurrent reads of one missing key share one build.
 */
export class ViewCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Keys of each tournament; the Map's order is the LRU order (a read moves its tournament to the end). */
  private readonly groups = new Map<string, Set<string>>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<(invalidation: Invalidation) => void>();
  /** The group last moved to the end of {@link groups} (the most recently read), while it is still there. */
  private newestGroup: string | null = null;
  private seq = 0;
  /** Every tag counts as invalidated at this sequence number (a clear, or the tag record was dropped). */
  private floor = 0;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private discarded = 0;

  constructor(private readonly limits: ViewCacheLimits) {}

  /** The kept value, or undefined; a hit makes its tournament the most recently read. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.hits++;
    // Polls of one tournament hit in a row: its group is the most recent already (a Map keeps insertion order).
    if (this.newestGroup === entry.group) return entry.value as T;
    const group = this.groups.get(entry.group);
    if (group) {
      this.newestGroup = entry.group;
      this.groups.delete(entry.group);
      this.groups.set(entry.group, group);
    }
    return entry.value as T;
  }

  /** The kept value, or the build's (one build per key at a time). */
  get<T>(key: string, build: () => Promise<Built<T>>): Promise<T> {
    const kept = this.peek<T>(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    this.misses++;
    const started = this.seq;
    const run = build()
      .then((built) => {
        if (this.changedSince(started, built)) this.discarded++;
        else this.keep(key, built);
        return built.value;
      })
      .finally(() => {
        if (this.inflight.get(key) === run) this.inflight.delete(key);
      });
    this.inflight.set(key, run);
    return run;
  }

  /** Drops every value carrying one of the tags (a change record's rooms, a resource) and tells the listeners. */
  invalidate(tags: readonly string[], fromAnotherReplica = false): void {
    if (tags.length === 0) return;
    const seq = ++this.seq;
    // A read that comes after this must not join a build that may have read the database before the write.
    this.inflight.clear();
    for (const tag of tags) {
      this.invalidatedAt.set(tag, seq);
      for (const key of this.byTag.get(tag) ?? []) this.drop(key);
    }
    if (this.invalidatedAt.size > MAX_REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.floor = seq;
    }
    if (!fromAnotherReplica) this.tell({ tags });
  }

  /**
   * Drops every value of the given groups (tournaments) and tells the listeners: a write to a tournament's own data
   * (a category's rules, a ring's title, applications) may change any view of that tournament, and no other.
   */
  invalidateGroups(groups: readonly string[], fromAnotherReplica = false): void {
    if (groups.length === 0) return;
    const seq = ++this.seq;
    this.inflight.clear();
    for (const group of groups) {
      // A build of this group running now may have read before the write: it is answered, not kept.
      this.invalidatedAt.set(groupMark(group), seq);
      for (const key of [...(this.groups.get(group) ?? [])]) this.drop(key);
    }
    if (this.invalidatedAt.size > MAX_REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.floor = seq;
    }
    if (!fromAnotherReplica) this.tell({ groups });
  }

  /** Drops everything: a write whose effect no tag or tournament bounds (a person's name shows anywhere). */
  clear(fromAnotherReplica = false): void {
    this.floor = ++this.seq;
    this.inflight.clear();
    this.invalidatedAt.clear();
    this.entries.clear();
    this.byTag.clear();
    this.groups.clear();
    this.newestGroup = null;
    this.bytes = 0;
    if (!fromAnotherReplica) this.tell({ all: true });
  }

  /** An invalidation received from another replica. */
  apply(invalidation: Invalidation): void {
    if ('all' in invalidation) this.clear(true);
    else if ('groups' in invalidation) this.invalidateGroups(invalidation.groups, true);
    else this.invalidate(invalidation.tags, true);
  }

  /** Local invalidations, for the replicas' channel. */
  onInvalidate(listener: (invalidation: Invalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get stats(): ViewCacheStats {
    return {
      entries: this.entries.size,
      groups: this.groups.size,
      bytes: this.bytes,
      hits: this.hits,
      misses: this.misses,
      discarded: this.discarded,
    };
  }

  private changedSince(started: number, { tags, group }: Built<unknown>): boolean {
    if (this.floor > started) return true;
    if ((this.invalidatedAt.get(groupMark(group)) ?? 0) > started) return true;
    return tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > started);
  }

  private keep(key: string, built: Built<unknown>): void {
    this.drop(key);
    this.entries.set(key, { value: built.value, bytes: built.bytes, tags: built.tags, group: built.group });
    this.bytes += built.bytes;
    for (const tag of built.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    const group = this.groups.get(built.group) ?? new Set<string>();
    this.groups.delete(built.group);
    this.groups.set(built.group, group.add(key));
    this.newestGroup = built.group;
    // Whole tournaments go, least recently read first; the one just read stays even if it alone is over the bound.
    for (const [name, keys] of this.groups) {
      if (this.bytes <= this.limits.maxBytes || name === built.group) break;
      for (const evicted of [...keys]) this.drop(evicted);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    const group = this.groups.get(entry.group);
    group?.delete(key);
    if (group?.size === 0) {
      this.groups.delete(entry.group);
      if (this.newestGroup === entry.group) this.newestGroup = null;
    }
  }

  private tell(invalidation: Invalidation): void {
    for (const listener of this.listeners) listener(invalidation);
  }
}

/** A group's entry among the remembered invalidations, apart from any room or resource tag. */
function groupMark(group: string): string {
  return `group ${group}`;
}
