import type { CaptionLook } from './caption-link';

/**
 * How the stream graphics look and the addresses of each (caption-overlay/src/stream/stream-options.ts reads the
 * same path and query): `/tournament/{idString}/stream/{kind}/…?theme=…&position=…&scale=…&lang=…&delay=…`.
 */
export interface OverlayLook {
  theme: CaptionLook['theme'];
  position: 'center' | 'top' | 'bottom' | 'left' | 'right';
  /** Size over the default: 0.75, 1, 1.25, 1.5. */
  scale: number;
  lang: CaptionLook['lang'];
  /** Seconds every update is held back, to match the stream's video delay. */
  delay: number;
  /** Seconds a board with more than fits shows each page (the ring board, a pool table): 3–120. */
  page: number;
}

/** The overlays' own default page time (caption-overlay's stream-options.ts); left out of a link that keeps it. */
export const DEFAULT_PAGE_SECONDS = 8;

export const DEFAULT_OVERLAY_LOOK: OverlayLook = {
  theme: 'dark',
  position: 'center',
  scale: 1,
  lang: 'en',
  delay: 0,
  page: DEFAULT_PAGE_SECONDS,
};

export type OverlayTarget =
  | { kind: 'bracket'; stageId: string; top?: number }
  | { kind: 'path'; stageId: string; fighterId: string }
  | { kind: 'pool'; poolId: string }
  | { kind: 'next'; areaId: string }
  | { kind: 'rings' };

function parts(target: OverlayTarget): string[] {
  switch (target.kind) {
    case 'bracket':
      return [target.stageId];
    case 'path':
      return [target.stageId, target.fighterId];
    case 'pool':
      return [target.poolId];
    case 'next':
      return [target.areaId];
    case 'rings':
      return [];
  }
}

/** A stream overlay's address for a streaming program's browser source. */
export function overlayPath(idString: string, target: OverlayTarget, look: OverlayLook): string {
  const query = new URLSearchParams({ theme: look.theme, position: look.position, lang: look.lang });
  if (look.scale !== 1) query.set('scale', String(look.scale));
  if (look.delay > 0) query.set('delay', String(look.delay));
  if (look.page !== DEFAULT_PAGE_SECONDS && (target.kind === 'rings' || target.kind === 'pool'))
    query.set('page', String(look.page));
  if (target.kind === 'bracket' && target.top) query.set('top', String(target.top));
  // "Next up" is a lower third: at the bottom unless the streamer chose an edge.
  if (target.kind === 'next' && look.position === 'center') query.set('position', 'bottom');
  const path = [target.kind, ...parts(target)].map(encodeURIComponent).join('/');
  return `/tournament/${encodeURIComponent(idString)}/stream/${path}?${query}`;
}
