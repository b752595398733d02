import { Injectable } from '@nestjs/common';
import type { Fight } from './fight.entity.js';
import type { FightWriter } from './fights.repository.js';

/**
 * What must happen inside the judge command's transaction when a fight's result appears, changes or goes away
 * (bracket advancement). The stages module registers its hook at start-up, so the fights module does not depend on
 * it (the stages module depends on the fights repository). A hook writes through the given writer, so its changes
 * are announced with the command's; a hook that throws an AppError refuses the command.
 */
export type FightResultHook = (writer: FightWriter, fight: Fight) => Promise<void>;

@Injectable()
export class FightResultHooks {
  private readonly hooks: FightResultHook[] = [];

  register(hook: FightResultHook): void {
    this.hooks.push(hook);
  }

  get active(): boolean {
    return this.hooks.length > 0;
  }

  async run(writer: FightWriter, fight: Fight): Promise<void> {
    for (const hook of this.hooks) await hook(writer, fight);
  }
}
