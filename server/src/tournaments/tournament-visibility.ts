import { Injectable, Logger } from '@nestjs/common';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';

/** A tournament that stopped being public (back in developing): only its author and admins may see it now. */
export interface TournamentHidden {
  tournamentId: string;
  authorId: string;
  status: TournamentStatus;
}

export type TournamentHiddenListener = (hidden: TournamentHidden) => void | Promise<void>;

/**
 * Tells listeners, after commit, that a tournament stopped being public, so the live module can take it away from
 * those who may no longer see it (their sockets leave its rooms). Keeps the tournaments module free of the live one.
 */
@Injectable()
export class TournamentVisibility {
  private readonly logger = new Logger('TournamentVisibility');
  private readonly listeners = new Set<TournamentHiddenListener>();

  listen(listener: TournamentHiddenListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async hidden(hidden: TournamentHidden): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(hidden);
      } catch (error) {
        // The change has committed; a listener's failure must not turn it into an error for the caller.
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
    }
  }
}
