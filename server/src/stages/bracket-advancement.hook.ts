import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FightResultHooks } from '../fights/fight-result-hooks.js';
import { advanceAfterFight } from './bracket-advancement.js';

/** Registers bracket advancement with the fight engine: a bracket fight's result moves its fighters on. */
@Injectable()
export class BracketAdvancementHook implements OnModuleInit {
  constructor(private readonly hooks: FightResultHooks) {}

  onModuleInit(): void {
    this.hooks.register(advanceAfterFight);
  }
}
