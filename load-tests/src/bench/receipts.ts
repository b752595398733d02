/**
 * What viewers received, and what it means once the phase is over. Every viewer (a socket.io spectator, a raw `ws`
 * viewer, a poller, a caption overlay) appends (viewer, fight, version, receipt time) to one log; the analysis replays
 * the log against the judge's send time of every version and the fight's final version.
 *
 * - delivered: messages that brought a newer version; duplicates: messages with a version already held;
 * - coalesced: versions a viewer never received on their own because a newer one covered them (harmless: every
 *   message is the full view);
 * - missing: (viewer, fight) pairs whose newest version after the settle time is below the fight's final version;
 * - latency: receipt time − the judge's send time of the received version, per message;
 * - staleness: for every committed version, the time until the viewer held it or a newer one.
 */

/** Versions sent in a phase and the fight's final version afterwards, per fight id. */
export interface FightTimeline {
  fightId: string;
  areaId: string;
  /** [version, send time (ms, harness clock)] of every version the judge produced in the phase. */
  sends: [number, number][];
  /** The fight's version after the phase, read from the server. */
  final: number;
  /** Optional: time of the last command of a burst; `finalReach` measures from it. */
  endAt?: number;
}

export interface ReceiptAnalysis {
  viewers: number;
  delivered: number;
  duplicates: number;
  coalesced: number;
  /** Versions received that the judge did not send in this phase (a resync answer, an earlier phase). */
  foreign: number;
  missing: number;
  viewersMissing: number;
  latency: Float64Array;
  staleness: Float64Array;
  /** Receipt epoch ms − the server's `serverTime` stamp (fan-out and client time), where the message has one. */
  flushLag: Float64Array;
  /** Per (viewer, fight) with an `endAt`: time from `endAt` until the viewer held the final version (NaN: never). */
  finalReach: Float64Array;
}

class Grow {
  data: Float64Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  take(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

/** Hard cap on logged receipts per process (≈ 30 bytes each): a runaway phase cannot eat the machine. */
const MAX_RECEIPTS = 8_000_000;

export class ReceiptLog {
  private viewer = new Int32Array(1 << 16);
  private fight = new Int32Array(1 << 16);
  private version = new Int32Array(1 << 16);
  private time = new Float64Array(1 << 16);
  private lag = new Float64Array(1 << 16);
  private size = 0;
  dropped = 0;
  private readonly fightIndex = new Map<string, number>();
  private readonly fightIds: string[] = [];
  /** Newest version held per viewer, per fight index, as of the last analysis (persists across phases). */
  private readonly highest: Int32Array[] = [];
  /** Newest version received per viewer and fight right now (for waiting until everyone is up to date). */
  private readonly latest: Int32Array[] = [];
  private readonly viewerAreas: string[] = [];

  /** Registers a viewer watching `areaId`; returns its index. */
  addViewer(areaId: string): number {
    this.viewerAreas.push(areaId);
    this.highest.push(new Int32Array(0));
    this.latest.push(new Int32Array(0));
    return this.viewerAreas.length - 1;
  }

  get viewerCount(): number {
    return this.viewerAreas.length;
  }

  private fightIdx(fightId: string): number {
    let index = this.fightIndex.get(fightId);
    if (index === undefined) {
      index = this.fightIds.length;
      this.fightIds.push(fightId);
      this.fightIndex.set(fightId, index);
    }
    return index;
  }

  private held(viewer: number, fight: number, table = this.highest): number {
    const row = table[viewer];
    return fight < row.length ? row[fight] : -1;
  }

  private hold(viewer: number, fight: number, version: number, table = this.highest): void {
    let row = table[viewer];
    if (fight >= row.length) {
      const next = new Int32Array(Math.max(fight + 1, row.length * 2, 8)).fill(-1);
      next.set(row);
      table[viewer] = row = next;
    }
    row[fight] = version;
  }

  /** How many (viewer, fight) pairs in [from, to) do not hold the fight's final version yet. */
  behind(timelines: readonly FightTimeline[], fromViewer = 0, toViewer = this.viewerCount): number {
    let count = 0;
    for (const timeline of timelines) {
      const fight = this.fightIdx(timeline.fightId);
      for (let viewer = fromViewer; viewer < toViewer; viewer++)
        if (
          this.viewerAreas[viewer] === timeline.areaId &&
          this.held(viewer, fight, this.latest) < timeline.final
        )
          count++;
    }
    return count;
  }

  /** A version the viewer already had before the phase (a subscribe answer): no latency sample. */
  known(viewer: number, fightId: string, version: number): void {
    const fight = this.fightIdx(fightId);
    if (version > this.held(viewer, fight)) this.hold(viewer, fight, version);
    if (version > this.held(viewer, fight, this.latest)) this.hold(viewer, fight, version, this.latest);
  }

  /** One received message. `lag` is receipt epoch ms − the message's serverTime, or NaN. */
  receive(viewer: number, fightId: string, version: number, at: number, lag = Number.NaN): void {
    const fight = this.fightIdx(fightId);
    if (version > this.held(viewer, fight, this.latest)) this.hold(viewer, fight, version, this.latest);
    if (this.size >= MAX_RECEIPTS) {
      this.dropped++;
      return;
    }
    if (this.size === this.viewer.length) this.growLog();
    const i = this.size++;
    this.viewer[i] = viewer;
    this.fight[i] = fight;
    this.version[i] = version;
    this.time[i] = at;
    this.lag[i] = lag;
  }

  private growLog(): void {
    const grow = <T extends Int32Array | Float64Array>(a: T): T => {
      const next = new (a.constructor as { new (n: number): T })(a.length * 2);
      next.set(a);
      return next;
    };
    this.viewer = grow(this.viewer);
    this.fight = grow(this.fight);
    this.version = grow(this.version);
    this.time = grow(this.time);
    this.lag = grow(this.lag);
  }

  /** Forgets the receipts logged so far (the versions held stay). */
  reset(): void {
    this.size = 0;
    this.dropped = 0;
  }

  /**
   * Replays the log against the timelines, updates the versions held, clears the log. Only viewers with index in
   * [fromViewer, toViewer) count (the others belong to another kind of viewer).
   */
  analyze(timelines: readonly FightTimeline[], fromViewer = 0, toViewer = this.viewerCount): ReceiptAnalysis {
    const sendTimes = new Map<number, Map<number, number>>();
    const byFight = new Map<number, FightTimeline>();
    for (const timeline of timelines) {
      const fight = this.fightIdx(timeline.fightId);
      sendTimes.set(fight, new Map(timeline.sends));
      byFight.set(fight, timeline);
    }
    const latency = new Grow();
    const staleness = new Grow();
    const flushLag = new Grow();
    const reachAt = new Map<string, number>();
    let delivered = 0;
    let duplicates = 0;
    let coalesced = 0;
    let foreign = 0;
    for (let i = 0; i < this.size; i++) {
      const viewer = this.viewer[i];
      if (viewer < fromViewer || viewer >= toViewer) continue;
      const fight = this.fight[i];
      const version = this.version[i];
      const at = this.time[i];
      const before = this.held(viewer, fight);
      if (version <= before) {
        duplicates++;
        continue;
      }
      delivered++;
      this.hold(viewer, fight, version);
      if (!Number.isNaN(this.lag[i])) flushLag.push(this.lag[i]);
      const sends = sendTimes.get(fight);
      if (!sends) {
        foreign++;
        continue;
      }
      const sent = sends.get(version);
      if (sent === undefined) foreign++;
      else latency.push(at - sent);
      // Every version skipped over was coalesced away, acknowledged in time or not.
      if (before >= 0) coalesced += version - before - 1;
      for (let v = before + 1; v <= version; v++) {
        const s = sends.get(v);
        if (s !== undefined) staleness.push(at - s);
      }
      const timeline = byFight.get(fight)!;
      if (timeline.endAt !== undefined && version >= timeline.final && before < timeline.final)
        reachAt.set(`${viewer}:${fight}`, at - timeline.endAt);
    }
    let missing = 0;
    let viewersMissing = 0;
    const finalReach = new Grow();
    for (let viewer = fromViewer; viewer < toViewer; viewer++) {
      let short = false;
      for (const [fight, timeline] of byFight) {
        if (timeline.areaId !== this.viewerAreas[viewer]) continue;
        if (this.held(viewer, fight) < timeline.final) {
          missing++;
          short = true;
        }
        if (timeline.endAt !== undefined) finalReach.push(reachAt.get(`${viewer}:${fight}`) ?? Number.NaN);
      }
      if (short) viewersMissing++;
    }
    this.reset();
    return {
      viewers: toViewer - fromViewer,
      delivered,
      duplicates,
      coalesced,
      foreign,
      missing,
      viewersMissing,
      latency: latency.take(),
      staleness: staleness.take(),
      flushLag: flushLag.take(),
      finalReach: finalReach.take(),
    };
  }
}

/** Merges the analyses of several processes. */
export function mergeAnalyses(parts: readonly ReceiptAnalysis[]): ReceiptAnalysis {
  const cat = (pick: (a: ReceiptAnalysis) => Float64Array) => {
    const arrays = parts.map(pick);
    const out = new Float64Array(arrays.reduce((n, a) => n + a.length, 0));
    let at = 0;
    for (const a of arrays) {
      out.set(a, at);
      at += a.length;
    }
    return out;
  };
  const sum = (pick: (a: ReceiptAnalysis) => number) => parts.reduce((n, a) => n + pick(a), 0);
  return {
    viewers: sum((a) => a.viewers),
    delivered: sum((a) => a.delivered),
    duplicates: sum((a) => a.duplicates),
    coalesced: sum((a) => a.coalesced),
    foreign: sum((a) => a.foreign),
    missing: sum((a) => a.missing),
    viewersMissing: sum((a) => a.viewersMissing),
    latency: cat((a) => a.latency),
    staleness: cat((a) => a.staleness),
    flushLag: cat((a) => a.flushLag),
    finalReach: cat((a) => a.finalReach),
  };
}
