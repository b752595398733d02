import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { parseId } from '../common/validation.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { TournamentLookup } from '../tournaments/tournament-lookup.js';
import { Area } from './area.entity.js';

/** The tournament lookup, plus a ring with the tournament it belongs to. */
@Injectable()
export class RingLookup extends TournamentLookup {
  async area(id: string, manager?: EntityManager): Promise<{ tournament: Tournament; area: Area }> {
    const area = await this.manager(manager).findOne(Area, {
      where: { id: parseId(id, 'Ring') },
      relations: { tournament: true },
    });
    if (!area?.tournament) throw notFound('Ring');
    return { tournament: area.tournament, area };
  }
}
