import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { RatingMode } from '@hema/shared/domain-types';
import { Weapon } from '../catalog/weapon.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';

export const FIGHTER_COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'white'] as const;
export type FighterColour = (typeof FIGHTER_COLOURS)[number];

/**
 * A category (spec §3 "nomination"). Its fight rules (timer, added value, counters, hit points, team scoring) are
 * one JSON document validated by the fight machine's rules schema in shared/, so the machine and the settings form
 * can never disagree about a field.
 */
@Entity('nomination')
@Unique(['tournamentId', 'idString'])
export class Nomination {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  tournamentId: string;

  @ManyToOne(() => Tournament, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tournamentId' })
  tournament?: Tournament;

  @Column({ type: 'varchar', length: 64 })
  idString: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'uuid', nullable: true })
  weaponId: string | null;

  @ManyToOne(() => Weapon, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'weaponId' })
  weapon?: Weapon | null;

  @Column({ type: 'int', nullable: true })
  fighterLimit: number | null;

  @Column({ type: 'text', default: '' })
  registrationNote: string;

  @Column({ type: 'varchar', length: 10, default: 'red' })
  colorLeft: FighterColour;

  @Column({ type: 'varchar', length: 10, default: 'blue' })
  colorRight: FighterColour;

  /** Which side the red fighter stands on (1 = left, 2 = right). */
  @Column({ type: 'smallint', default: 1 })
  redSide: number;

  @Column({ type: 'varchar', length: 20, default: 'MATCH_POINTS' })
  ratingMode: RatingMode;

  @Column({ type: 'boolean', default: true })
  isFighting: boolean;

  @Column({ type: 'boolean', default: false })
  isTeam: boolean;

  @Column({ type: 'int', nullable: true })
  teamMembers: number | null;

  /** A team category's bouts count in fighters' ratings only when the organizer says so (docs/rating-modes.md). */
  @Column({ type: 'boolean', default: false })
  teamRated: boolean;

  /** 'TEAM' (team centred) or 'FIGHT' (fight centred). */
  @Column({ type: 'varchar', length: 10, default: 'FIGHT' })
  scoringPlacement: string;

  /** FightRules of shared/src/fight/rules.ts. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  rules: Record<string, unknown>;

  @Column({ type: 'int', default: 0 })
  index: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
