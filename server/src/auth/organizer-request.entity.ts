import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ORGANIZER_REQUEST_STATUSES } from '@hema/shared/contracts/auth';
import { User } from '../users/user.entity.js';

export type OrganizerRequestStatus = (typeof ORGANIZER_REQUEST_STATUSES)[number];

/** A user's request for organizer access; an admin approves it into a one-week trial (spec §1, §9). */
@Entity('organizer_request')
export class OrganizerRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 20, default: 'PENDING' })
  status: OrganizerRequestStatus;

  @Column({ type: 'text', default: '' })
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  decidedById: string | null;

  /** Why an admin refused, shown to admins with the request. */
  @Column({ type: 'text', nullable: true })
  refusalReason: string | null;
}
