/**
 * Holds every live update back by the stream's video delay (`?delay=8`), so the overlay shows a hit when the
 * viewers see it, not seconds before. Updates keep their order: each runs `delayMs` after it arrived, and timers of
 * equal delay fire in the order they were set. With no delay an update runs at once.
 */
export class DelayLine {
  private readonly pending = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly delayMs: number) {}

  hold(update: () => void): void {
    if (this.delayMs <= 0) {
      update();
      return;
    }
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      update();
    }, this.delayMs);
    this.pending.add(timer);
  }

  /** Updates still held back. */
  get size(): number {
    return this.pending.size;
  }
}
