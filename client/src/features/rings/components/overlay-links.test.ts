import { describe, expect, it } from '@jest/globals';
import { DEFAULT_OVERLAY_LOOK, overlayPath } from './overlay-links';

describe('stream overlay links', () => {
  it('names each overlay and carries its look', () => {
    const look = {
      ...DEFAULT_OVERLAY_LOOK,
      theme: 'light' as const,
      lang: 'ru' as const,
      scale: 1.25,
      delay: 8,
    };
    expect(overlayPath('demo open', { kind: 'bracket', stageId: 's1', top: 8 }, look)).toBe(
      '/tournament/demo%20open/stream/bracket/s1?theme=light&position=center&lang=ru&scale=1.25&delay=8&top=8',
    );
    expect(overlayPath('open', { kind: 'path', stageId: 's1', fighterId: 'f1' }, DEFAULT_OVERLAY_LOOK)).toBe(
      '/tournament/open/stream/path/s1/f1?theme=dark&position=center&lang=en',
    );
    expect(overlayPath('open', { kind: 'rings' }, DEFAULT_OVERLAY_LOOK)).toBe(
      '/tournament/open/stream/rings?theme=dark&position=center&lang=en',
    );
  });

  it('gives the boards that page a page time other than the default, and no other overlay', () => {
    const look = { ...DEFAULT_OVERLAY_LOOK, page: 15 };
    expect(overlayPath('open', { kind: 'rings' }, look)).toContain('page=15');
    expect(overlayPath('open', { kind: 'pool', poolId: 'p1' }, look)).toContain('page=15');
    expect(overlayPath('open', { kind: 'bracket', stageId: 's1' }, look)).not.toContain('page=');
    expect(overlayPath('open', { kind: 'rings' }, DEFAULT_OVERLAY_LOOK)).not.toContain('page=');
  });

  it('puts "next up" at the bottom unless an edge was chosen', () => {
    expect(overlayPath('open', { kind: 'next', areaId: 'r1' }, DEFAULT_OVERLAY_LOOK)).toContain(
      'position=bottom',
    );
    expect(
      overlayPath('open', { kind: 'next', areaId: 'r1' }, { ...DEFAULT_OVERLAY_LOOK, position: 'top' }),
    ).toContain('position=top');
  });
});
