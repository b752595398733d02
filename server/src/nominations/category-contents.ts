import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a category's changes need of the fights writer, inside one transaction. */
export interface CategoryFightWriter {
  readonly manager: EntityManager;
  /** Fights not started yet take the category's current rules and dropped-out fighters. */
  refreshScheduled(nominationId: string): Promise<void>;
  /** The category's names or colours changed: its fights get new versions carrying them. */
  announceCategory(nominationId: string): Promise<void>;
  /** Deletes the category's fights; answers how many went. */
  remove(scope: { nominationId: string }): Promise<number>;
}

/** The fights module's part. */
export interface CategoryFights {
  /** Runs `work` in one transaction; the fights it changed are announced after commit. */
  write<T>(work: (writer: CategoryFightWriter) => Promise<T>): Promise<T>;
  /** Whether the fighter (or team) has a fight in the category. */
  fighterHasFights(manager: EntityManager, nominationId: string, fighterId: string): Promise<boolean>;
}

/** The stages module's part. */
export interface CategoryStages {
  /** Whether the category has any stage. */
  any(manager: EntityManager, nominationId: string): Promise<boolean>;
  /** Whether a swiss-with-hits stage of the category already has fights (a new HP then asks for regeneration). */
  hitPointsFought(manager: EntityManager, nominationId: string): Promise<boolean>;
}

/**
 * What a category holds, as changing its rules, a participant's drop-out and deleting it need to know it. Categories
 * sit below the modules that own fights and stages, so each registers its part here at start-up (as they register
 * with `TournamentContents`); the nominations module imports neither.
 */
@Injectable()
export class CategoryContents {
  private parts: { fights?: CategoryFights; stages?: CategoryStages } = {};

  registerFights(part: CategoryFights): void {
    this.parts.fights = part;
  }

  registerStages(part: CategoryStages): void {
    this.parts.stages = part;
  }

  get fights(): CategoryFights {
    return this.part('fights');
  }

  get stages(): CategoryStages {
    return this.part('stages');
  }

  private part<K extends keyof CategoryContents['parts']>(
    name: K,
  ): NonNullable<CategoryContents['parts'][K]> {
    const part = this.parts[name];
    // A missing part is a wiring mistake (its module is not in the app), never a state a request can cause.
    if (!part) throw new Error(`No module registered the category's ${name}`);
    return part;
  }
}
