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
import type { AchievementRuleParams } from '@hema/shared/rating/achievement-rules';
import type { Achievement as AchievementView } from '@hema/shared/contracts/achievements';
import { Zone } from '../catalog/zone.entity.js';
import { User } from '../users/user.entity.js';

/** An achievement an admin defined (spec §1, §5): what it looks like and the rule that awards it. */
@Entity('achievement')
export class Achievement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  icon: AchievementView['icon'];

  @Column({ type: 'varchar', length: 20 })
  kind: AchievementView['kind'];

  @Column({ type: 'varchar', length: 20 })
  rule: AchievementView['rule'];

  @Column({ type: 'jsonb' })
  params: AchievementRuleParams;

  @Column({ type: 'uuid', nullable: true })
  zoneId: string | null;

  @ManyToOne(() => Zone, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'zoneId' })
  zone?: Zone | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One award of an achievement to a fighter: for a seasonal achievement once per season (the year), for a permanent
 * one once (season ''). Written only by the results job's `achievements` step, which makes the rows equal to what
 * the rules give.
 */
@Entity('achievement_award')
@Unique(['achievementId', 'userId', 'season'])
export class AchievementAward {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  achievementId: string;

  @ManyToOne(() => Achievement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'achievementId' })
  achievement?: Achievement;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The season's year for a seasonal award; '' for a permanent one (so the unique key holds). */
  @Column({ type: 'varchar', length: 9, default: '' })
  season: string;

  @CreateDateColumn({ type: 'timestamptz' })
  awardedAt: Date;
}
