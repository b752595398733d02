import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { LicenceRequestStatus } from '@hema/shared/contracts/licence-requests';
import { User } from '../users/user.entity.js';

/** An organizer's request to extend their licence; an admin grants it with a new end or refuses it. */
@Entity('licence_request')
export class LicenceRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_licence_request_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_licence_request_user' })
  user?: User;

  @Index('IDX_licence_request_status')
  @Column({ type: 'varchar', length: 20, default: 'PENDING' })
  status: LicenceRequestStatus;

  @Column({ type: 'text', default: '' })
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  decidedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decidedById', foreignKeyConstraintName: 'FK_licence_request_decided_by' })
  decidedBy?: User;

  /** The licence's end the admin granted. */
  @Column({ type: 'timestamptz', nullable: true })
  grantedTill: Date | null;

  /** Why an admin refused, shown to the organizer. */
  @Column({ type: 'text', nullable: true })
  refusalReason: string | null;
}
