import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HEMA_RATINGS_FORMATS } from '@hema/shared/contracts/documents';
import { conflict } from '../../common/app-error.js';
import { COMPETITION_ERRORS } from '../../common/competition-errors.js';
import { TournamentLookup } from '../../tournaments/tournament-lookup.js';
import { assertCanReadManagement } from '../../common/tournament-access.js';
import type { SessionUser } from '../../users/user.view.js';
import { csvZipOf, workbookOf } from './hema-ratings-files.js';
import { hemaRatingsTables } from './hema-ratings-tables.js';

/** Spec §4: the HEMA-ratings report, for the tournament's organizer (or an admin), once the tournament is finished. */
@Injectable()
export class HemaRatingsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
  ) {}

  async export(id: string, user: SessionUser | undefined, format: (typeof HEMA_RATINGS_FORMATS)[number]) {
    const tournament = await this.lookup.tournament(id);
    assertCanReadManagement(user, tournament);
    if (tournament.status !== 'FINISHED') {
      throw conflict(
        'The HEMA Ratings export is ready once the tournament is finished: finish the tournament first',
        COMPETITION_ERRORS.tournamentNotFinished,
      );
    }
    const tables = await hemaRatingsTables(this.db.manager, tournament);
    const name = `${tournament.title} HEMA Ratings`;
    return format === 'csv'
      ? { name, format, data: csvZipOf(tables) }
      : { name, format, data: await workbookOf(tables) };
  }
}
