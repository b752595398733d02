import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity.js';
import { Area } from './area.entity.js';

/**
 * A person who may score the fights of one ring, and nothing else of its tournament. Revoking stamps the row
 * instead of deleting it, so the organizer keeps the record of who judged, added by whom, and until when.
 */
@Entity('ring_judge')
@Index('UQ_ring_judge_standing', ['areaId', 'userId'], { unique: true, where: '"revokedAt" IS NULL' })
export class RingJudge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  areaId: string;

  @ManyToOne(() => Area, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'areaId', foreignKeyConstraintName: 'FK_ring_judge_area' })
  area?: Area;

  @Index('IDX_ring_judge_tournamentId')
  @Column({ type: 'uuid' })
  tournamentId: string;

  @Index('IDX_ring_judge_userId')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_ring_judge_user' })
  user?: User;

  @Column({ type: 'uuid', nullable: true })
  addedById: string | null;

  /** The invitation code the person came through; null when the organizer picked their account. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  inviteCode: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  revokedById: string | null;
}

/** A one-use invitation to judge a ring: the code is the link's last part too. Expires at the end of the event. */
@Entity('ring_judge_invite')
export class RingJudgeInvite {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_ring_judge_invite' })
  code: string;

  @Index('IDX_ring_judge_invite_areaId')
  @Column({ type: 'uuid' })
  areaId: string;

  @ManyToOne(() => Area, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'areaId', foreignKeyConstraintName: 'FK_ring_judge_invite_area' })
  area?: Area;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  usedById: string | null;
}
