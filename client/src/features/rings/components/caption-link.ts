/** How a ring's stream caption looks (caption-overlay/src/caption-options.ts reads the same query). */
export interface CaptionLook {
  theme: 'dark' | 'light';
  position: 'top' | 'bottom';
  lang: 'en' | 'ru';
}

export const DEFAULT_CAPTION_LOOK: CaptionLook = { theme: 'dark', position: 'bottom', lang: 'en' };

/** The caption's address for a streaming program's browser source. */
export function captionPath(idString: string, areaId: string, look: CaptionLook): string {
  const query = new URLSearchParams({ theme: look.theme, position: look.position, lang: look.lang });
  return `/tournament/${encodeURIComponent(idString)}/area-stream-caption/${encodeURIComponent(areaId)}?${query}`;
}
