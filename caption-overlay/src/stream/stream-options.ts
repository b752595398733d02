import { CAPTION_LANGUAGES, type CaptionLanguage } from '../caption-words.js';

/**
 * The stream graphics besides the caption (issue 33 §4), each an OBS browser source at
 * `/tournament/{id}/stream/{kind}/…` with the look chosen in the URL:
 * `?theme=light&position=top&scale=1.2&lang=ru&delay=8&page=10` (and `top=8` for a bracket, `count=3` for "next up").
 * The client builds the same addresses (client/src/features/rings/components/overlay-links.ts).
 */
export const STREAM_KINDS = ['bracket', 'path', 'pool', 'next', 'rings'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

export const STREAM_POSITIONS = ['top', 'bottom', 'left', 'right', 'center'] as const;
export type StreamPosition = (typeof STREAM_POSITIONS)[number];

export interface StreamOptions {
  kind: StreamKind;
  tournamentId: string;
  /** bracket, path: the stage; pool: the pool; next: the ring; rings: unused. */
  id: string;
  /** path: the fighter. */
  fighterId: string;
  theme: 'dark' | 'light';
  position: StreamPosition;
  /** Size factor over the default (0.5–2). */
  scale: number;
  language: CaptionLanguage;
  /** Every live update is held back this long, to match the stream's video delay. */
  delayMs: number;
  /** bracket: only the last rounds holding this many fighters (8 = quarter-finals on); 0 = the whole bracket. */
  top: number;
  /** next: how many fights after the current one. */
  count: number;
  /** A board with more rings or rows than fit turns its page this often (`?page=` seconds, 3–120, default 8). */
  pageMs: number;
}

const ROUTE = /^\/tournament\/([^/]+)\/stream\/([a-z]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/;
/** Which kinds name what in the path: the id, and the fighter for a path. */
const PARTS: Record<StreamKind, number> = { bracket: 1, path: 2, pool: 1, next: 1, rings: 0 };
export const MAX_DELAY_SECONDS = 120;
export const DEFAULT_PAGE_SECONDS = 8;

function decode(part: string | undefined): string | null {
  if (part === undefined) return '';
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function bounded(raw: string | null, fallback: number, min: number, max: number): number {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** The overlay a link names, or null for a link that names none (the page then says the link is wrong). */
export function streamOptions(pathname: string, search: string): StreamOptions | null {
  const match = ROUTE.exec(pathname);
  if (!match) return null;
  const kind = match[2] as StreamKind;
  if (!STREAM_KINDS.includes(kind)) return null;
  const given = [match[3], match[4]].filter((part) => part !== undefined).length;
  if (given !== PARTS[kind]) return null;
  const [tournamentId, id, fighterId] = [match[1], match[3], match[4]].map(decode);
  if (tournamentId === null || id === null || fighterId === null) return null;
  const params = new URLSearchParams(search);
  const lang = params.get('lang')?.toLowerCase().slice(0, 2) ?? '';
  const position = params.get('position') as StreamPosition | null;
  const top = bounded(params.get('top'), 0, 0, 1024);
  return {
    kind,
    tournamentId,
    id,
    fighterId,
    theme: params.get('theme') === 'light' ? 'light' : 'dark',
    position:
      position && STREAM_POSITIONS.includes(position) ? position : kind === 'next' ? 'bottom' : 'center',
    scale: bounded(params.get('scale'), 1, 0.5, 2),
    language: (CAPTION_LANGUAGES as readonly string[]).includes(lang) ? (lang as CaptionLanguage) : 'en',
    delayMs: bounded(params.get('delay'), 0, 0, MAX_DELAY_SECONDS) * 1000,
    // Only whole powers of two make sense (2, 4, 8, 16…): round down to one.
    top: top >= 2 ? 2 ** Math.floor(Math.log2(top)) : 0,
    count: Math.round(bounded(params.get('count'), 2, 1, 5)),
    pageMs: bounded(params.get('page'), DEFAULT_PAGE_SECONDS, 3, 120) * 1000,
  };
}
