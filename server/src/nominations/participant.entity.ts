import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../users/user.entity.js';
import type { DropOutReason } from '@hema/shared/contracts/participants';
import { Nomination } from './nomination.entity.js';

/** A fighter entered in a category (added by the organizer; applications come later). */
@Entity('participant')
@Unique(['nominationId', 'userId'])
export class Participant {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  nominationId: string;

  @ManyToOne(() => Nomination, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nominationId' })
  nomination?: Nomination;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** 1 = best; null until seeded. */
  @Column({ type: 'int', nullable: true })
  seed: number | null;

  /** Dropped out / disqualified: excluded from pools, never advances (spec §4). */
  @Column({ type: 'boolean', default: false })
  droppedOut: boolean;

  /** Why they are out: null for an organizer's mark, 'blackCard' when a judge's black card excluded them. */
  @Column({ type: 'varchar', nullable: true })
  droppedOutReason: DropOutReason | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
