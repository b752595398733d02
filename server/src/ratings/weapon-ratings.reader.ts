import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { RatedFighter } from '@hema/shared/contracts/ratings';
import { notFound } from '../common/app-error.js';
import { parseListRequest, runList, type ListDefinition } from '../common/list.js';
import { UUID } from '../common/validation.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { WeaponType } from '../catalog/weapon-type.entity.js';
import { worldZoneId } from '../catalog/world-zone.js';
import { WeaponRatingRow } from './weapon-rating.entity.js';

const RATING_LIST: ListDefinition<WeaponRatingRow> = {
  resource: 'ratings',
  fields: {
    _id: { column: 'rating.userId', type: 'id' },
    zone: { column: 'rating.zoneId', type: 'id', filterable: true },
    // A fighter without a country of their own is from their club's.
    country: { column: 'COALESCE(user.country, club.country)', type: 'text', filterable: true },
    club: { column: 'club.id', type: 'id', filterable: true },
    weapon: { column: 'rating.weaponId', type: 'id', filterable: true },
    name: { column: 'user.name', type: 'text', filterable: true, sortable: true },
    rank: { column: 'rating.rank', type: 'number', sortable: true },
    rating: { column: 'rating.rating', type: 'number', sortable: true },
    rd: { column: 'rating.rd', type: 'number', sortable: true },
    weightedRating: { column: 'rating.weightedRating', type: 'number', sortable: true },
    fights: { column: 'rating.fights', type: 'number', sortable: true },
    lastDate: { column: 'rating.lastDate', type: 'date', sortable: true },
  },
  defaultSort: 'rank',
  selectTitle: 'name',
};

function ratedFighterView(row: WeaponRatingRow): RatedFighter {
  const user = row.user!;
  return {
    _id: `${row.weaponId}:${row.zoneId}:${row.userId}`,
    fighter: {
      _id: user.id,
      name: user.name,
      username: user.username,
      country: user.country ?? user.club?.country ?? null,
      club: user.club ? { _id: user.club.id, title: user.club.title } : null,
    },
    weapon: { _id: row.weaponId, title: row.weapon?.title ?? '' },
    zone: row.zoneId,
    rank: row.rank,
    rating: row.rating,
    rd: row.rd,
    weightedRating: row.weightedRating,
    fights: row.fights,
    lastDate: row.lastDate,
  };
}

/** The rating lists of one weapon or one weapon type, in the world zone unless the query names a zone. */
@Injectable()
export class WeaponRatingsReader {
  constructor(private readonly db: DataSource) {}

  async ofWeapon(id: string, query: ListQueryParams) {
    if (!UUID.test(id) || !(await this.db.getRepository(Weapon).exists({ where: { id } })))
      throw notFound('Weapon');
    return this.list(query, 'rating.weaponId = :weaponId', { weaponId: id });
  }

  async ofWeaponType(id: string, query: ListQueryParams) {
    if (!UUID.test(id) || !(await this.db.getRepository(WeaponType).exists({ where: { id } })))
      throw notFound('Weapon type');
    return this.list(query, 'weapon.weaponTypeId = :typeId', { typeId: id });
  }

  /** The world zone unless the query names a zone. */
  private async list(query: ListQueryParams, where: string, params: Record<string, string>) {
    const qb = this.db
      .getRepository(WeaponRatingRow)
      .createQueryBuilder('rating')
      .innerJoinAndSelect('rating.user', 'user')
      .leftJoinAndSelect('user.club', 'club')
      .innerJoinAndSelect('rating.weapon', 'weapon')
      .where(where, params);
    const zoned = (parseListRequest(query as Record<string, unknown>).filter ?? []).some(
      (f) => f.field === 'zone',
    );
    if (!zoned) qb.andWhere('rating.zoneId = :world', { world: (await worldZoneId(this.db.manager)) ?? '' });
    return runList(qb, RATING_LIST, query as Record<string, unknown>, ratedFighterView);
  }
}
