import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';

/**
 * An API key of one tournament's open feed (issue 33 item 3). Only the SHA-256 of the key is kept: the key is 32
 * random bytes, so a fast hash is as good as a slow one and lets every public request find its key by an index.
 * Kept after it is revoked (the organizer's list shows what was handed out).
 */
@Entity('api_key')
@Index('IDX_api_key_tournament_created', ['tournamentId', 'createdAt'])
@Index('UQ_api_key_hash', ['hash'], { unique: true })
@Index('UQ_api_key_idempotency', ['tournamentId', 'idempotencyKey'], { unique: true })
export class ApiKeyRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  tournamentId: string;

  @ManyToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournamentId', foreignKeyConstraintName: 'FK_api_key_tournament' })
  tournament?: Tournament;

  /** Who created it; null once that account is deleted (the key stays the tournament's). */
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_api_key_created_by' })
  createdBy?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The key's first characters, shown in the list. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** Hex SHA-256 of the whole key. */
  @Column({ type: 'varchar', length: 64 })
  hash: string;

  /** The creating request's idempotency key: the same request sent again creates nothing. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
