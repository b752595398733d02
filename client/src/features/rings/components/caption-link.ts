/** The themes and languages of every stream graphic (the caption and the overlays). */
export const LOOK_THEMES = ['dark', 'light'] as const;
export const LOOK_LANGUAGES = ['en', 'ru'] as const;
export const CAPTION_POSITIONS = ['top', 'bottom'] as const;

/** How a ring's stream caption looks (caption-overlay/src/caption-options.ts reads the same query). */
export interface CaptionLook {
  theme: (typeof LOOK_THEMES)[number];
  position: (typeof CAPTION_POSITIONS)[number];
  lang: (typeof LOOK_LANGUAGES)[number];
}

export const DEFAULT_CAPTION_LOOK: CaptionLook = { theme: 'dark', position: 'bottom', lang: 'en' };

/** The caption's address for a streaming program's browser source. */
export function captionPath(idString: string, areaId: string, look: CaptionLook): string {
  const query = new URLSearchParams({ theme: look.theme, position: look.position, lang: look.lang });
  return `/tournament/${encodeURIComponent(idString)}/area-stream-caption/${encodeURIComponent(areaId)}?${query}`;
}
