import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Club } from '../catalog/club.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A user follows one fighter or one club (exactly one of the two is set). One row per user and followed fighter or
 * club: Postgres keeps NULLs distinct, so the two unique keys hold each kind apart.
 */
@Entity('follow')
@Unique('UQ_follow_user_fighter', ['userId', 'fighterId'])
@Unique('UQ_follow_user_club', ['userId', 'clubId'])
@Check('CHK_follow_one_target', `("fighterId" IS NULL) <> ("clubId" IS NULL)`)
export class Follow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** "Who follows this fighter" is what notifications ask. */
  @Index('IDX_follow_fighter')
  @Column({ type: 'uuid', nullable: true })
  fighterId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fighterId' })
  fighter?: User;

  @Index('IDX_follow_club')
  @Column({ type: 'uuid', nullable: true })
  clubId: string | null;

  @ManyToOne(() => Club, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clubId' })
  club?: Club;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A named group of fighters a user keeps (a coach's students); only its owner sees it. */
@Entity('follow_group')
@Unique('UQ_follow_group_owner_name', ['ownerId', 'name'])
export class FollowGroup {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A fighter in a group; once per group. */
@Entity('follow_group_member')
export class FollowGroupMember {
  @PrimaryColumn({ type: 'uuid' })
  groupId: string;

  @ManyToOne(() => FollowGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'groupId' })
  group?: FollowGroup;

  @Index('IDX_follow_group_member_fighter')
  @PrimaryColumn({ type: 'uuid' })
  fighterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fighterId' })
  fighter?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
