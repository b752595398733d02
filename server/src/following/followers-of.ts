import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlOf } from '../database/sql.js';

/**
 * Who follows some fighters: users who follow one of them directly, follow one's club, or keep one in a group. The
 * notifications module asks it (through its FOLLOWERS_OF token, bound to this class) whom to tell as well as the
 * fighters themselves. Deleted accounts are nobody's followers.
 */
@Injectable()
export class FollowersOfService {
  constructor(private readonly db: DataSource) {}

  async followersOfFighters(fighterIds: readonly string[]): Promise<string[]> {
    if (fighterIds.length === 0) return [];
    const ids = [...new Set(fighterIds)];
    const sql = sqlOf(this.db);
    const rows = await sql
      .selectFrom((eb) =>
        eb
          .selectFrom('follow')
          .select('userId')
          .where('fighterId', 'in', ids)
          .union(
            eb
              .selectFrom('follow as f')
              .innerJoin('user as fighter', 'fighter.clubId', 'f.clubId')
              .select('f.userId')
              .where('fighter.id', 'in', ids),
          )
          .union(
            eb
              .selectFrom('follow_group as g')
              .innerJoin('follow_group_member as m', 'm.groupId', 'g.id')
              .select('g.ownerId as userId')
              .where('m.fighterId', 'in', ids),
          )
          .as('followers'),
      )
      .innerJoin('user as u', 'u.id', 'followers.userId')
      .where('u.deleted', '=', false)
      .select('followers.userId')
      .execute();
    return rows.map((r) => r.userId);
  }
}
