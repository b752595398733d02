import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { CategoryContents } from '../nominations/category-contents.js';
import { Fight } from '../fights/fight.entity.js';
import { Stage } from './stage.entity.js';

/** Tells the nominations module (below this one) about a category's stages. */
@Injectable()
export class CategoryStagesPart implements OnModuleInit {
  constructor(private readonly contents: CategoryContents) {}

  onModuleInit(): void {
    this.contents.registerStages({
      any: (manager: EntityManager, nominationId: string) =>
        manager.exists(Stage, { where: { nominationId } }),
      hitPointsFought: async (manager: EntityManager, nominationId: string) => {
        const stages = await manager.find(Stage, {
          where: { nominationId, type: 'SWISS_HITS' },
          select: { id: true },
        });
        return (
          stages.length > 0 &&
          (await manager.exists(Fight, { where: { stageId: In(stages.map((s) => s.id)) } }))
        );
      },
    });
  }
}
