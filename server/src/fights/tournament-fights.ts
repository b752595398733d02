import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { TournamentContents } from '../tournaments/tournament-contents.js';
import { Fight } from './fight.entity.js';

/** Tells the tournaments module (below this one) whether a tournament's fights have started. */
@Injectable()
export class TournamentFightsPart implements OnModuleInit {
  constructor(private readonly contents: TournamentContents) {}

  onModuleInit(): void {
    this.contents.registerFights({
      anyStarted: (manager: EntityManager, tournamentId: string) =>
        manager.exists(Fight, { where: { tournamentId, isBye: false, status: Not('scheduled') } }),
    });
  }
}
