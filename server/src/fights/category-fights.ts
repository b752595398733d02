import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CategoryContents } from '../nominations/category-contents.js';
import { Fight } from './fight.entity.js';
import { FightsRepository } from './fights.repository.js';

/** Lets the nominations module (below this one) rewrite and check a category's fights through the one fight writer. */
@Injectable()
export class CategoryFightsPart implements OnModuleInit {
  constructor(
    private readonly contents: CategoryContents,
    private readonly fights: FightsRepository,
  ) {}

  onModuleInit(): void {
    this.contents.registerFights({
      write: (work) => this.fights.write(work),
      fighterHasFights: (manager: EntityManager, nominationId: string, fighterId: string) =>
        manager
          .getRepository(Fight)
          .createQueryBuilder('fight')
          .where('fight.nominationId = :nominationId', { nominationId })
          .andWhere('(fight.fighter1Id = :fighterId OR fight.fighter2Id = :fighterId)', { fighterId })
          .getExists(),
    });
  }
}
