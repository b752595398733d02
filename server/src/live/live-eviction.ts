import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { DataSource } from 'typeorm';
import { room } from '@hema/shared/realtime/protocol';
import { AuthService } from '../auth/auth.service.js';
import { canViewTournament } from '../common/tournament-access.js';
import type { DomainEventOf } from '../events/domain-events.js';
import { EventBus } from '../events/event-bus.js';
import { sqlOf } from '../database/sql.js';

/**
 * A tournament that stops being public stops reaching those who may not see it: every socket in one of its rooms
 * (tournament, its news, categories, rings and their captions, fights), on any replica, that the visibility rule would not
 * let join it now, leaves those rooms. A socket's token is resolved again for this, so the account as it is now
 * decides. Its fights stop going to fighters' rooms by themselves (roomsOfFight).
 */
@Injectable()
export class LiveEviction implements OnModuleDestroy {
  private namespace: Namespace | null = null;
  private readonly unlisten: () => void;

  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
    events: EventBus,
  ) {
    this.unlisten = events.on('tournament.status-changed', (changed) =>
      changed.wasPublic && !changed.isPublic ? this.evict(changed) : undefined,
    );
  }

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  onModuleDestroy(): void {
    this.unlisten();
  }

  async evict({
    tournamentId,
    authorId,
    status,
  }: Pick<
    DomainEventOf<'tournament.status-changed'>,
    'tournamentId' | 'authorId' | 'status'
  >): Promise<void> {
    if (!this.namespace) return;
    const sql = sqlOf(this.db);
    const idsIn = (table: 'nomination' | 'area' | 'fight') =>
      sql
        .selectFrom(table)
        .select('id')
        .where('tournamentId', '=', tournamentId)
        .execute()
        .then((rows) => rows.map((row) => row.id));
    const ids = {
      nominations: await idsIn('nomination'),
      areas: await idsIn('area'),
      fights: await idsIn('fight'),
    };
    const rooms = new Set([
      room.tournament(tournamentId),
      room.news(tournamentId),
      ...ids.nominations.map(room.nomination),
      ...ids.areas.flatMap((id) => [room.area(id), room.caption(id)]),
      ...ids.fights.map(room.fight),
    ]);
    for (const socket of await this.namespace.in([...rooms]).fetchSockets()) {
      const { token } = socket.data as { token?: string | null };
      const viewer = token ? ((await this.auth.resolveToken(token)) ?? undefined) : undefined;
      if (canViewTournament(viewer, { authorId, status })) continue;
      for (const name of socket.rooms) if (rooms.has(name)) socket.leave(name);
    }
  }
}
