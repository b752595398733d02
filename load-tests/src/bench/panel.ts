import { randomBytes, randomUUID } from 'node:crypto';
import { Api, type Json, type World } from './api.js';
import type { Socket } from 'socket.io-client';
import { now } from './clock.js';
import { connectDevice, type CommandOutcome, type Scorer } from './judge.js';

/** Judges on each ring's panel: the largest panel a category may set (shared/src/fight/panel.ts). */
export const PANEL_JUDGES = 4;
/**
 * The calling window of the bench's category: its lower bound, below the 333 ms between exchanges at 3 a second, so
 * each exchange's calls fall in a window of their own as a real panel's would.
 */
const WINDOW_MS = 300;
const ACK_TIMEOUT_MS = Number(process.env.BENCH_ACK_TIMEOUT_MS ?? 15_000);

/** One judge's account: its token, and the seat it takes at every ring. */
interface PanelJudge {
  token: string;
  seat: string;
}

/**
 * Seats a panel of {@link PANEL_JUDGES} judges at every ring, as an organizer would through the API: judges register,
 * the organizer makes each a judge of every ring, each takes the same seat at every ring, and the category's rule
 * becomes a majority panel of four. Judge commands on the socket are untouched by the rule (the single-judge phases
 * before it are not), so it is set just before the panel phase.
 */
export async function seatPanels(organizer: Api, world: World): Promise<PanelJudge[]> {
  const tag = randomBytes(3).toString('hex');
  const judges: PanelJudge[] = [];
  for (let j = 1; j <= PANEL_JUDGES; j++) {
    const res = await fetch(`${organizer.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: `Judge${j}`,
        lastName: `Panel${tag}`,
        email: `judge${j}.${tag}@example.org`,
        password: 'bench-password-long',
        passwordConfirm: 'bench-password-long',
      }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json()) as Json;
    const token = res.headers.get('authorization');
    if (res.status !== 201 || !token) throw new Error(`register a panel judge: HTTP ${res.status}`);
    judges.push({ token, seat: `judge${j}` });
    for (const ring of world.rings)
      await organizer.request('POST', `/api/areas/${ring.areaId}/judges`, { userId: body._id });
  }
  for (const judge of judges) {
    const api = new Api(organizer.baseUrl, judge.token);
    for (const ring of world.rings)
      await api.request('PUT', `/api/areas/${ring.areaId}/panel/seat`, { seat: judge.seat });
  }
  const category = await organizer.request('GET', `/api/nominations/${world.nominationId}`);
  await organizer.request('PUT', `/api/nominations/${world.nominationId}`, {
    rules: { ...category.rules, panel: { mode: 'majority', judges: PANEL_JUDGES, windowMs: WINDOW_MS } },
  });
  return judges;
}

/**
 * A ring's panel as a scorer: each exchange is every judge's call on it, pressed at once and sent on each judge's
 * device's live socket as the panel device's outbox sends it (`panel:call`, client/src/features/judge/api/panel.ts):
 * in order, one call at a time per device (shared/src/realtime/command-outbox.ts), so a call waits on its device
 * while the previous one is unanswered. A call's acknowledgment latency runs from its press to its answer; the
 * fight's version is not in a call's answer.
 */
export class PanelRing implements Scorer {
  /** Each judge's device: the end of its queue of calls. */
  private readonly queues: Promise<unknown>[];
  private closed = false;
  /** When each exchange not yet on the fight was pressed, oldest first. */
  private readonly unconfirmed: number[] = [];
  private version = -1;
  /**
   * From an exchange's press until the fight's state with it reached the first judge's device (it follows the fight's
   * room, as the panel page does): what the panel's decision adds after the calls are answered.
   */
  readonly confirmations: number[] = [];

  private constructor(
    private readonly devices: readonly Socket[],
    readonly fightId: string,
  ) {
    this.queues = devices.map(() => Promise.resolve());
    devices[0].on('fight:state', (state: Json) => {
      if (state.fightId !== fightId) return;
      if (this.version >= 0)
        for (let v = this.version; v < state.version && this.unconfirmed.length > 0; v++)
          this.confirmations.push(now() - this.unconfirmed.shift()!);
      this.version = Math.max(this.version, state.version);
    });
  }

  /** Follows the fight's room on the first device, so each confirmed exchange's arrival is seen. */
  private async follow(): Promise<void> {
    const answer = (await this.devices[0]
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('live:subscribe', { rooms: [`fight:${this.fightId}`], known: {} })) as Json;
    const state = (answer.states as Json[] | undefined)?.find((s) => s.fightId === this.fightId);
    if (state) this.version = Math.max(this.version, state.version);
  }

  /** Each judge's device on the ring, its socket connected with the judge's token. */
  static async connect(baseUrl: string, judges: readonly PanelJudge[], fightId: string): Promise<PanelRing> {
    const devices = await Promise.all(
      judges.map((judge) => connectDevice(baseUrl, judge.token, 'panel device connect')),
    );
    const ring = new PanelRing(devices, fightId);
    await ring.follow();
    return ring;
  }

  async score(side: 1 | 2): Promise<CommandOutcome> {
    const sentAt = now();
    this.unconfirmed.push(sentAt);
    const pressedAt = Date.now();
    const exchange = { kind: 'clean', side, points: 1 };
    const calls = await Promise.all(
      this.devices.map((device, j) => {
        const call = this.queues[j].then(() => this.call(device, exchange, pressedAt));
        this.queues[j] = call;
        return call;
      }),
    );
    const failed = calls.find((c) => !c.ok);
    return {
      ok: !failed,
      version: -1,
      sentAt,
      ackAt: Math.max(...calls.map((c) => c.ackAt)),
      reason: failed?.reason,
      acks: calls.filter((c) => c.ok).map((c) => c.ackAt - sentAt),
    };
  }

  private async call(
    device: Socket,
    exchange: object,
    pressedAt: number,
  ): Promise<{ ok: boolean; ackAt: number; reason?: string }> {
    // Calls still queued when the phase ends are dropped, not sent into the next one.
    if (this.closed) return { ok: false, ackAt: now(), reason: 'left queued' };
    try {
      const answer = (await device.timeout(ACK_TIMEOUT_MS).emitWithAck('panel:call', {
        callId: randomUUID(),
        fightId: this.fightId,
        exchange,
        pressedAt,
      })) as Json;
      const ackAt = now();
      return answer.ok ? { ok: true, ackAt } : { ok: false, ackAt, reason: String(answer.reason) };
    } catch (error) {
      return { ok: false, ackAt: now(), reason: (error as Error).message };
    }
  }

  close(): void {
    this.closed = true;
    this.devices.forEach((device) => device.disconnect());
  }
}
