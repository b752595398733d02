import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { parseId } from '../common/validation.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { TournamentLookup } from '../tournaments/tournament-lookup.js';
import { Nomination } from './nomination.entity.js';
import { Participant } from './participant.entity.js';

export interface NominationScope {
  tournament: Tournament;
  nomination: Nomination;
}

/** The tournament lookup, plus a category or a participant with the tournament they belong to. */
@Injectable()
export class NominationLookup extends TournamentLookup {
  async nomination(id: string, manager?: EntityManager): Promise<NominationScope> {
    const nomination = await this.manager(manager).findOne(Nomination, {
      where: { id: parseId(id, 'Category') },
      relations: { tournament: true },
    });
    if (!nomination?.tournament) throw notFound('Category');
    return { tournament: nomination.tournament, nomination };
  }

  async participant(
    id: string,
    manager?: EntityManager,
  ): Promise<NominationScope & { participant: Participant }> {
    const participant = await this.manager(manager).findOne(Participant, {
      where: { id: parseId(id, 'Participant') },
      relations: { nomination: { tournament: true } },
    });
    const nomination = participant?.nomination;
    if (!participant || !nomination?.tournament) throw notFound('Participant');
    return { tournament: nomination.tournament, nomination, participant };
  }
}
