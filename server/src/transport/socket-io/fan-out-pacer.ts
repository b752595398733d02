/** At most one fan-out per lane (one fight's state to one set of rooms) per this many ms. */
export const MIN_FAN_OUT_INTERVAL_MS = 40;
/**
 * A lane's fan-outs take at most 1/LOOP_SHARE of the event loop: after a fan-out that took c ms, the lane's next one
 * waits (LOOP_SHARE − 1)·c, so commands and other rings keep flowing between fan-outs and a burst merges into its
 * latest state instead of queueing.
 */
export const LOOP_SHARE = 2;
/** A send that has not settled by then (Redis stalled) no longer holds its lane. */
export const STALLED_AFTER_MS = 2000;
/** Idle lanes are forgotten once there are more than this many. */
const MAX_IDLE_LANES = 10_000;

/** Sends one state; answers the time its fan-out took (ms), now or when its writes are done. */
export type FanOutSend = () => number | Promise<number>;

interface Lane {
  /** The lanes of one fight share a group: a message sent {@link FanOutPacer.after} them waits for all of them. */
  group: string;
  latest: FanOutSend | null;
  armed: boolean;
  running: boolean;
  nextAt: number;
  /** States offered so far, and how many of them have gone out (a coalesced state counts as gone with its successor). */
  offered: number;
  sent: number;
  /** Order of the lane's latest offer among all offers: within a fight, states go out in the order they came. */
  ticket: number;
  /** Messages waiting until `sent` reaches their mark. */
  waiting: { mark: number; barrier: Barrier }[];
}

interface Barrier {
  lanes: number;
  send: () => unknown;
}

/**
 * Latest-wins pacing of fan-outs (architecture.md §6). Every message carries the full small view, so a state that is
 * overtaken before its turn is dropped: a burst costs one fan-out per interval, never a backlog. The interval follows
 * what the lane's last fan-out really cost, as its send reports it (a clustered emit returns before its writes).
 *
 * `performance` is read from the global object on purpose: jest's fake timers replace it.
 */
export class FanOutPacer {
  private readonly lanes = new Map<string, Lane>();
  /** The lanes of each fight: the caption's lane and the spectators' lane of one state keep their order. */
  private readonly groups = new Map<string, Set<Lane>>();
  private tickets = 0;
  /** States dropped because a newer one of the same lane came before their turn. */
  coalesced = 0;

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  /**
   * Queues `send` as the lane's latest state; it runs when the lane's turn comes unless a newer one replaces it.
   * `group`: the fight, whose lanes (one per room set) a removal waits for.
   */
  offer(key: string, send: FanOutSend, group = key): void {
    let lane = this.lanes.get(key);
    if (!lane) {
      if (this.lanes.size >= MAX_IDLE_LANES) this.forgetIdle();
      lane = {
        group,
        latest: null,
        armed: false,
        running: false,
        nextAt: 0,
        offered: 0,
        sent: 0,
        ticket: 0,
        waiting: [],
      };
      this.lanes.set(key, lane);
      let members = this.groups.get(lane.group);
      if (!members) this.groups.set(lane.group, (members = new Set()));
      members.add(lane);
    }
    if (lane.latest) this.coalesced++;
    lane.latest = send;
    lane.offered++;
    lane.ticket = ++this.tickets;
    this.arm(lane);
  }

  /**
   * Runs `send` once every state offered so far to the group's lanes has gone out (at once when none is waiting), so
   * a fight's removal never overtakes its last state. It does not wait for states offered after it.
   */
  after(group: string, send: () => unknown): void {
    const barrier: Barrier = { lanes: 0, send };
    for (const lane of this.lanes.values()) {
      if (lane.group !== group || lane.sent === lane.offered) continue;
      lane.waiting.push({ mark: lane.offered, barrier });
      barrier.lanes++;
    }
    if (barrier.lanes === 0) this.run(send);
  }

  private arm(lane: Lane): void {
    if (lane.armed || lane.running || !lane.latest) return;
    lane.armed = true;
    const wait = lane.nextAt - performance.now();
    // setImmediate at least: whatever answer is on its way (the judge's acknowledgment) leaves before the fan-out.
    if (wait <= 0) setImmediate(() => this.fire(lane));
    else setTimeout(() => this.fire(lane), wait).unref();
  }

  private fire(lane: Lane): void {
    if (!lane.latest || lane.running) {
      lane.armed = false;
      return;
    }
    // Each lane paces itself, so the caption's lane could come due after the spectators' lane of the same state (its
    // last fan-out cost more): the fight's earlier offers go first, or, while one is still being sent, this one waits
    // for it (its end arms the group again).
    for (const other of this.groups.get(lane.group) ?? []) {
      if (other === lane || !other.latest || other.ticket > lane.ticket) continue;
      if (other.running) {
        lane.armed = false;
        return;
      }
      this.fire(other);
    }
    lane.armed = false;
    const send = lane.latest;
    lane.latest = null;
    if (!send) return;
    lane.running = true;
    const mark = lane.offered;
    const started = performance.now();
    let settled = false;
    const done = (cost: number) => {
      if (settled) return;
      settled = true;
      lane.running = false;
      lane.sent = Math.max(lane.sent, mark);
      const ended = performance.now();
      lane.nextAt = Math.max(started + MIN_FAN_OUT_INTERVAL_MS, ended + (LOOP_SHARE - 1) * cost);
      this.release(lane);
      for (const other of this.groups.get(lane.group) ?? [lane]) this.arm(other);
    };
    const failed = (error: unknown) => {
      this.onError(error); // a failed send must not stop the lane
      done(0);
    };
    try {
      const cost = send();
      if (typeof cost === 'number') return done(cost);
      cost.then(done, failed);
      setTimeout(() => done(0), STALLED_AFTER_MS).unref();
    } catch (error) {
      failed(error);
    }
  }

  private release(lane: Lane): void {
    if (lane.waiting.length === 0) return;
    const ready = lane.waiting.filter((w) => w.mark <= lane.sent);
    lane.waiting = lane.waiting.filter((w) => w.mark > lane.sent);
    for (const { barrier } of ready) if (--barrier.lanes === 0) this.run(barrier.send);
  }

  private run(send: () => unknown): void {
    try {
      const result = send();
      if (result instanceof Promise) result.catch((error: unknown) => this.onError(error));
    } catch (error) {
      this.onError(error);
    }
  }

  private forgetIdle(): void {
    const now = performance.now();
    for (const [key, lane] of this.lanes)
      if (!lane.latest && !lane.running && !lane.armed && lane.sent === lane.offered && lane.nextAt <= now) {
        this.lanes.delete(key);
        const group = this.groups.get(lane.group);
        group?.delete(lane);
        if (group?.size === 0) this.groups.delete(lane.group);
      }
  }
}
