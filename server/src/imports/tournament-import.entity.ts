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
 * An uploaded tournament import waiting for an administrator. `content` holds the four files as
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

  /** sha256 of the checked content: an upload of the same files again has the same hash. */
  @Index('IDX_tournament_import_contentHash')
  @Column({ type: 'varchar', length: 64, nullable: true })
  contentHash: string | null;

  /** Fighters' accounts the approval created: withdrawing removes those no other tournament uses. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  createdUserIds: string[];

  /** Clubs the approval created: withdrawing removes those nobody else is in. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  createdClubIds: string[];

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
