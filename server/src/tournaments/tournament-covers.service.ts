import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isTournamentPublic } from '@hema/shared/competition/tournament-status';
import { COVER_MAX_BYTES } from '@hema/shared/contracts/tournaments';
import { badRequest, notFound } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { TournamentLookup } from './tournament-lookup.js';
import { EventBus } from '../events/event-bus.js';
import type { SessionUser } from '../users/user.view.js';
import { assertCanManageTournament, assertCanViewTournament } from '../common/tournament-access.js';
import { TournamentCover } from './tournament-cover.entity.js';
import { Tournament } from './tournament.entity.js';

export const COVER_REFUSED = `The cover must be a PNG, JPEG or WebP image of at most ${COVER_MAX_BYTES / 1024 / 1024} MB`;

/** The image type by the file's first bytes, not by what the sender claims; null for anything else. */
export function sniffCoverType(data: Buffer): string | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export interface CoverFile {
  type: string;
  data: Buffer;
  /** Anyone may cache the cover of a public tournament; a hidden one's only its organizer's browser. */
  public: boolean;
}

/** Tournament cover images: upload with type and size limits, removal, and the image itself. */
@Injectable()
export class TournamentCoversService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async upload(id: string, user: SessionUser | undefined, body: unknown): Promise<void> {
    const tournament = await this.lookup.tournament(id);
    assertCanManageTournament(user, tournament);
    const type = Buffer.isBuffer(body) ? sniffCoverType(body) : null;
    if (!type || !Buffer.isBuffer(body)) throw badRequest(COVER_REFUSED);
    await this.db.transaction(async (manager) => {
      await manager.upsert(TournamentCover, { tournamentId: tournament.id, data: body }, ['tournamentId']);
      await manager.update(Tournament, tournament.id, { coverType: type, coverUpdatedAt: this.clock.now() });
      await this.events.publish({ type: 'tournament.changed', tournamentId: tournament.id }, manager);
    });
  }

  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const tournament = await this.lookup.tournament(id);
    assertCanManageTournament(user, tournament);
    await this.db.transaction(async (manager) => {
      await manager.delete(TournamentCover, { tournamentId: tournament.id });
      await manager.update(Tournament, tournament.id, { coverType: null, coverUpdatedAt: null });
      await this.events.publish({ type: 'tournament.changed', tournamentId: tournament.id }, manager);
    });
  }

  async file(id: string, user: SessionUser | undefined): Promise<CoverFile> {
    const tournament = await this.lookup.tournament(id);
    assertCanViewTournament(user, tournament);
    const cover = tournament.coverType
      ? await this.db.getRepository(TournamentCover).findOne({ where: { tournamentId: tournament.id } })
      : null;
    if (!cover || !tournament.coverType) throw notFound('Cover');
    return { type: tournament.coverType, data: cover.data, public: isTournamentPublic(tournament.status) };
  }
}
