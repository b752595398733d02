/** Theme and position of the caption, chosen by the streamer in the browser-source URL (?theme=dark&position=top). */
export interface CaptionOptions {
  tournamentId: string;
  areaId: string;
  theme: 'dark' | 'light';
  position: 'top' | 'bottom';
}

const ROUTE = /^\/tournament\/([^/]+)\/area-stream-caption\/([^/]+)\/?$/;

export function captionOptions(pathname: string, search: string): CaptionOptions | null {
  const match = ROUTE.exec(pathname);
  if (!match) return null;
  const params = new URLSearchParams(search);
  return {
    tournamentId: decodeURIComponent(match[1]),
    areaId: decodeURIComponent(match[2]),
    theme: params.get('theme') === 'light' ? 'light' : 'dark',
    position: params.get('position') === 'top' ? 'top' : 'bottom',
  };
}
