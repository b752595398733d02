import { Injectable } from '@nestjs/common';

/** The server's only source of "now", so tests can move time (recovery-code expiry, licenses). */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Tests only: move time forward. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
