import { CAPTION_LANGUAGES, type CaptionLanguage } from './caption-words.js';

/**
 * Theme, position, language and how long a finished fight stays on air, chosen by the streamer in the
 * browser-source URL (?theme=light&position=top&hold=8&lang=ru).
 */
export interface CaptionOptions {
  tournamentId: string;
  areaId: string;
  theme: 'dark' | 'light';
  position: 'top' | 'bottom';
  /** Milliseconds a finished fight keeps showing its result before the next fight comes up. */
  holdMs: number;
  language: CaptionLanguage;
}

const ROUTE = /^\/tournament\/([^/]+)\/area-stream-caption\/([^/]+)\/?$/;
export const DEFAULT_HOLD_SECONDS = 6;
const MAX_HOLD_SECONDS = 120;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export function captionOptions(pathname: string, search: string): CaptionOptions | null {
  const match = ROUTE.exec(pathname);
  if (!match) return null;
  const tournamentId = decode(match[1]);
  const areaId = decode(match[2]);
  if (tournamentId === null || areaId === null) return null;
  const params = new URLSearchParams(search);
  const hold = Number(params.get('hold') ?? DEFAULT_HOLD_SECONDS);
  const lang = params.get('lang')?.toLowerCase().slice(0, 2);
  return {
    tournamentId,
    areaId,
    theme: params.get('theme') === 'light' ? 'light' : 'dark',
    position: params.get('position') === 'top' ? 'top' : 'bottom',
    holdMs: Number.isFinite(hold)
      ? Math.min(MAX_HOLD_SECONDS, Math.max(0, hold)) * 1000
      : DEFAULT_HOLD_SECONDS * 1000,
    language: (CAPTION_LANGUAGES as readonly string[]).includes(lang ?? '')
      ? (lang as CaptionLanguage)
      : 'en',
  };
}
