/** Theme and position of the caption, chosen by the streamer in the browser-source URL (?theme=dark&position=top). */
export interface CaptionOptions {
  tournamentId: string;
  areaId: string;
  theme: 'dark' | 'light';
  position: 'top' | 'bottom';
}
export declare function captionOptions(pathname: string, search: string): CaptionOptions | null;
