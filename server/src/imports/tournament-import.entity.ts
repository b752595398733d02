import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ImportStatus } from '@hema/shared/contracts/imports';
import type { ImportContent } from '@hema/shared/imports/import-rows';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';

/**
 * An uploaded tournament import waiting for an administrator (issue 14 item 7). `content` holds the four files as
 * checked at upload — nothing else is written until an admin approves it, when the tournament is created from it.
 */
@Entity('tournament_import')
export class TournamentImport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  uploaderId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploaderId' })
  uploader?: User;

  @Column({ type: 'varchar', length: 20, default: 'PENDING' })
  status: ImportStatus;

  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  /** The tournament's title and start, copied from `content` for lists. */
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'date' })
  dateStart: string;

  @Column({ type: 'jsonb' })
  content: ImportContent;

  @Column({ type: 'text', nullable: true })
  refusalReason: string | null;

  @Column({ type: 'uuid', nullable: true })
  decidedById: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  tournamentId: string | null;

  @ManyToOne(() => Tournament, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'tournamentId' })
  tournament?: Tournament | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
