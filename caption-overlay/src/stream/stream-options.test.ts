import { describe, expect, it } from '@jest/globals';
import { streamOptions } from './stream-options.js';

describe('stream overlay links', () => {
  it('reads each kind with what its path names', () => {
    expect(streamOptions('/tournament/open/stream/bracket/s1', '?top=8')).toMatchObject({
      kind: 'bracket',
      tournamentId: 'open',
      id: 's1',
      top: 8,
      position: 'center',
    });
    expect(streamOptions('/tournament/open/stream/path/s1/f%201', '')).toMatchObject({
      kind: 'path',
      id: 's1',
      fighterId: 'f 1',
    });
    expect(streamOptions('/tournament/open/stream/next/r1/', '?count=9')).toMatchObject({
      kind: 'next',
      id: 'r1',
      count: 5,
      position: 'bottom',
    });
    expect(streamOptions('/tournament/open/stream/rings', '')).toMatchObject({ kind: 'rings', id: '' });
  });

  it('reads the look and the delay, keeping each within its range', () => {
    expect(
      streamOptions(
        '/tournament/open/stream/pool/p1',
        '?theme=light&position=left&scale=1.5&lang=RU&delay=8',
      ),
    ).toMatchObject({ theme: 'light', position: 'left', scale: 1.5, language: 'ru', delayMs: 8_000 });
    expect(
      streamOptions(
        '/tournament/open/stream/pool/p1',
        '?theme=pink&position=middle&scale=9&lang=fi&delay=-3',
      ),
    ).toMatchObject({ theme: 'dark', position: 'center', scale: 2, language: 'en', delayMs: 0 });
    expect(streamOptions('/tournament/open/stream/pool/p1', '?delay=600&scale=abc')?.delayMs).toBe(120_000);
    expect(streamOptions('/tournament/open/stream/pool/p1', '?scale=abc')?.scale).toBe(1);
    // A top that is no power of two rounds down to one.
    expect(streamOptions('/tournament/open/stream/bracket/s1', '?top=12')?.top).toBe(8);
    expect(streamOptions('/tournament/open/stream/bracket/s1', '?top=1')?.top).toBe(0);
    // A paged board turns its page every 8 s unless told otherwise, 3–120 s.
    expect(streamOptions('/tournament/open/stream/rings', '')?.pageMs).toBe(8_000);
    expect(streamOptions('/tournament/open/stream/rings', '?page=15')?.pageMs).toBe(15_000);
    expect(streamOptions('/tournament/open/stream/rings', '?page=1')?.pageMs).toBe(3_000);
  });

  it('names nothing for a link of the wrong shape', () => {
    expect(streamOptions('/tournament/open/stream/scores/r1', '')).toBeNull();
    expect(streamOptions('/tournament/open/stream/bracket', '')).toBeNull();
    expect(streamOptions('/tournament/open/stream/path/s1', '')).toBeNull();
    expect(streamOptions('/tournament/open/stream/rings/r1', '')).toBeNull();
    expect(streamOptions('/tournament/open/stream/pool/%E0%A4%A', '')).toBeNull();
  });
});
