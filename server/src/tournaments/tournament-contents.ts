import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { nominationSchema } from '@hema/shared/contracts/nominations';

/** A category as the tournament answer lists it. */
export type TournamentCategory = z.input<typeof nominationSchema>;

/** The categories module's part: the tournament's categories, read in its own table. */
export interface TournamentCategories {
  /** How many categories the tournament has (only those among `ids`, when given). */
  count(manager: EntityManager, tournamentId: string, ids?: readonly string[]): Promise<number>;
  /** The tournament's categories in their order. */
  list(manager: EntityManager, tournamentId: string): Promise<TournamentCategory[]>;
}

/** The fights module's part. */
export interface TournamentFights {
  /** Whether a fight of the tournament (not a bye) has left `scheduled`. */
  anyStarted(manager: EntityManager, tournamentId: string): Promise<boolean>;
}

/** The applications module's part. */
export interface TournamentPlaces {
  /** The places of a category already taken (participants, entered teams, pending applications). */
  taken(manager: EntityManager, nominationId: string): Promise<number>;
}

/**
 * What a tournament holds, as its status changes, its deletion and its page need to know it. Tournaments sit below
 * the modules that own those rows (categories, fights, applications), so each of them registers its part here at
 * start-up, as stages register their bracket hook with the fights module; the tournaments module imports none of
 * them.
 */
@Injectable()
export class TournamentContents {
  private parts: {
    categories?: TournamentCategories;
    fights?: TournamentFights;
    places?: TournamentPlaces;
  } = {};

  registerCategories(part: TournamentCategories): void {
    this.parts.categories = part;
  }

  registerFights(part: TournamentFights): void {
    this.parts.fights = part;
  }

  registerPlaces(part: TournamentPlaces): void {
    this.parts.places = part;
  }

  get categories(): TournamentCategories {
    return this.part('categories');
  }

  get fights(): TournamentFights {
    return this.part('fights');
  }

  get places(): TournamentPlaces {
    return this.part('places');
  }

  private part<K extends keyof TournamentContents['parts']>(
    name: K,
  ): NonNullable<TournamentContents['parts'][K]> {
    const part = this.parts[name];
    // A missing part is a wiring mistake (its module is not in the app), never a state a request can cause.
    if (!part) throw new Error(`No module registered the tournament's ${name}`);
    return part;
  }
}
