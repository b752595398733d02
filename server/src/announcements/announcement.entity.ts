import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { AnnouncementAudience, AnnouncementLevel } from '@hema/shared/contracts/announcements';
import { Nomination } from '../nominations/nomination.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A short message an organizer sent to the people of a tournament: everyone, one category's fighters, or the judges.
 * Kept after it is withdrawn (the organizer's list shows what went out and when).
 */
@Entity('announcement')
@Index('IDX_announcement_tournament_created', ['tournamentId', 'createdAt'])
export class AnnouncementRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tournamentId: string;

  @ManyToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournamentId', foreignKeyConstraintName: 'FK_announcement_tournament' })
  tournament?: Tournament;

  /** Who sent it; null once that account is deleted (the message stays the tournament's). */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_announcement_author' })
  author?: User;

  @Column({ type: 'varchar', length: 10 })
  level: AnnouncementLevel;

  @Column({ type: 'varchar', length: 10 })
  audience: AnnouncementAudience;

  /** The category of a category's announcement; it goes with its category. */
  @Column({ type: 'uuid', nullable: true })
  nominationId: string | null;

  @ManyToOne(() => Nomination, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nominationId', foreignKeyConstraintName: 'FK_announcement_nomination' })
  nomination?: Nomination;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;
}
