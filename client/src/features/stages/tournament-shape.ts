/** The parts of the tournament answer (spec §3) the spectator pages read; the tournament layout loads it. */
export interface SpectatorNomination {
  _id: string;
  idString: string;
  title: string;
  weapon?: { title: string; type?: { title: string } | null } | null;
  /** Colour settings (spec §3): left/right fighter colours and the side the red fighter stands on. */
  colorLeft?: string | null;
  colorRight?: string | null;
  redSide?: number | null;
}

export interface SpectatorTournament {
  _id: string;
  idString: string;
  title: string;
  description: string;
  stream: string;
  link: { url: string; label: string };
  linkRules: { url: string; label: string };
  nominations: SpectatorNomination[];
}
