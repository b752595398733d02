import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { parseId } from '../common/validation.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { Area } from '../rings/area.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';

/** The open feed's reads of rings and categories, so its controller never touches the database itself. */
@Injectable()
export class FeedReads {
  constructor(private readonly db: DataSource) {}

  /** A tournament's categories in the order the organizer gave them. */
  categoriesOf(tournamentId: string): Promise<Nomination[]> {
    return this.db.getRepository(Nomination).find({
      where: { tournamentId },
      order: { index: 'ASC', title: 'ASC' },
    });
  }

  /** A tournament's rings in ring order. */
  ringsOf(tournamentId: string): Promise<Area[]> {
    return this.db
      .getRepository(Area)
      .find({ where: { tournamentId }, order: { index: 'ASC', createdAt: 'ASC' } });
  }

  /** A ring and its tournament; 404 when there is no such ring. */
  async ringWithTournament(areaId: string): Promise<{ area: Area; tournament: Tournament }> {
    const area = await this.db.getRepository(Area).findOne({ where: { id: areaId } });
    if (!area) throw notFound('Ring');
    const tournament = await this.db
      .getRepository(Tournament)
      .findOneOrFail({ where: { id: area.tournamentId } });
    return { area, tournament };
  }

  /** The id of a ring of this tournament; 404 for a ring of another one (or none). */
  async ringOf(tournamentId: string, id: string): Promise<string> {
    const area = await this.db.getRepository(Area).findOne({ where: { id: parseId(id, 'Ring') } });
    if (!area || area.tournamentId !== tournamentId) throw notFound('Ring');
    return area.id;
  }
}
