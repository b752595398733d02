import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Weapon } from '../catalog/weapon.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A fighter's Glicko-2 rating in one weapon and zone (spec §3 WeaponRating). Derived: the results job's ratings
 * step writes the rows that changed (ratings.step.ts); this entity is how the lists read it.
 */
@Entity('weapon_rating')
@Index('IDX_weapon_rating_rank', ['weaponId', 'zoneId', 'rank'])
export class WeaponRatingRow {
  @PrimaryColumn({ type: 'uuid' })
  weaponId: string;

  @PrimaryColumn({ type: 'uuid' })
  zoneId: string;

  @Index('IDX_weapon_rating_user')
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => Weapon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'weaponId' })
  weapon?: Weapon;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'double precision' })
  rating: number;

  @Column({ type: 'double precision' })
  rd: number;

  @Column({ type: 'double precision' })
  volatility: number;

  @Column({ type: 'double precision' })
  weightedRating: number;

  @Column({ type: 'int' })
  rank: number;

  @Column({ type: 'int' })
  fights: number;

  @Column({ type: 'uuid', nullable: true })
  lastNominationId: string | null;

  @Column({ type: 'date', nullable: true })
  lastDate: string | null;
}
