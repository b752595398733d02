import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { TournamentContents } from '../tournaments/tournament-contents.js';
import { Nomination } from './nomination.entity.js';
import { nominationView } from './nomination.view.js';

/** Tells the tournaments module (below this one) its tournaments' categories, read here in their own table. */
@Injectable()
export class TournamentCategoriesPart implements OnModuleInit {
  constructor(private readonly contents: TournamentContents) {}

  onModuleInit(): void {
    this.contents.registerCategories({
      count: (manager: EntityManager, tournamentId: string, ids?: readonly string[]) =>
        manager.count(Nomination, { where: { tournamentId, ...(ids ? { id: In([...ids]) } : {}) } }),
      list: async (manager: EntityManager, tournamentId: string) => {
        const nominations = await manager.find(Nomination, {
          where: { tournamentId },
          relations: { weapon: { weaponType: true } },
          order: { index: 'ASC', createdAt: 'ASC' },
        });
        return nominations.map(nominationView);
      },
    });
  }
}
