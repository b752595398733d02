import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { BracketAdvancementHook } from './bracket-advancement.hook.js';
import { PoolsController } from './pools.controller.js';
import { PoolsService } from './pools.service.js';
import { StagesController } from './stages.controller.js';
import { StagesService } from './stages.service.js';

/** Stages of a category with their pools and bracket columns: generation, pool sheets, bracket advancement. */
@Module({
  imports: [TournamentsModule, FightsModule],
  controllers: [StagesController, PoolsController],
  providers: [StagesService, PoolsService, BracketAdvancementHook],
})
export class StagesModule {}
