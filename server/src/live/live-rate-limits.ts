import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** The two budgets of a socket: watching (subscribe, unsubscribe) and judging (commands). */
export type LiveEventKind = 'watch' | 'command';

/** Subscription reads the process runs at once; the rest wait in line, so judges' writes always find a connection. */
const CONCURRENT_READS = 2;
/** Subscriptions that may wait for a read; beyond it the process is busy and says so (`live/rate-limited`). */
const WAITING_READS = 500;
/** What a refusal for a full read queue asks the client to wait. */
const BUSY_RETRY_MS = 1000;

/**
 * Rate limits of the live namespace: every socket event is counted per connection and per client address
 * (the address Express would see, proxies included), each kind of event in its own budget. Counted in memory per
 * process: a websocket stays on the replica it connected to, so its messages cost that process, which is what the
 * limit protects. A refused event did nothing; the answer says how long to wait.
 *
 * Subscription reads also go through a small gate: at most {@link CONCURRENT_READS} run at once, so a crowd of
 * subscriptions (each within its limits) can never hold every database connection while a judge's command waits.
 */
@Injectable()
export class LiveRateLimits {
  private readonly limiters: Record<LiveEventKind, { socket: RateLimiterMemory; address: RateLimiterMemory }>;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const duration = config.LIVE_RATE_WINDOW_SECONDS;
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterMemory({ keyPrefix, points, duration });
    this.limiters = {
      watch: {
        socket: limiter('live-watch-socket', config.LIVE_SUBSCRIBES_PER_SOCKET),
        address: limiter('live-watch-address', config.LIVE_SUBSCRIBES_PER_ADDRESS),
      },
      command: {
        socket: limiter('live-command-socket', config.LIVE_COMMANDS_PER_SOCKET),
        address: limiter('live-command-address', config.LIVE_COMMANDS_PER_ADDRESS),
      },
    };
  }

  /** Counts one event; null when it may go on, else how many ms to wait before sending it again. */
  async consume(kind: LiveEventKind, socketId: string, address: string): Promise<number | null> {
    const { socket, address: perAddress } = this.limiters[kind];
    try {
      await socket.consume(socketId);
      await perAddress.consume(address);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext));
      throw error;
    }
  }

  /** Runs a subscription read when the gate lets it through, or answers busy when too many already wait. */
  async read<T>(work: () => Promise<T>): Promise<{ value: T } | { busyMs: number }> {
    if (this.running < CONCURRENT_READS) this.running++;
    else if (this.waiting.length >= WAITING_READS) return { busyMs: BUSY_RETRY_MS };
    // A finishing read hands its place straight to the next in line.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return { value: await work() };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
