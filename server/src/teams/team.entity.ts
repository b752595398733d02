import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Club } from '../catalog/club.entity.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A team of a team category. `memberIds` is the line-up in order: the first `teamMembers` of the category
 * fence the relays, the rest are reserves; swapping a member and a reserve is reordering the list. In a team
 * category the team takes the place of a fighter everywhere a stage names entrants (pools, brackets, standings).
 */
@Entity('team')
export class Team {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  nominationId: string;

  @ManyToOne(() => Nomination, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nominationId' })
  nomination?: Nomination;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The team's club; null for a mixed team. */
  @Column({ type: 'uuid', nullable: true })
  clubId: string | null;

  @ManyToOne(() => Club, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'clubId' })
  club?: Club | null;

  /** The user who applied with the team (null when the organizer made it). */
  @Column({ type: 'uuid', nullable: true })
  captainId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'captainId' })
  captain?: User | null;

  @Column({ type: 'uuid', array: true, default: () => `'{}'` })
  memberIds: string[];

  /**
   * Members the captain named who have not accepted yet (a subset of `memberIds`): they hold no place, so they are
   * free to join another team of the category until they accept this one. The organizer's members need no consent.
   */
  @Column({ type: 'uuid', array: true, default: () => `'{}'` })
  invitedIds: string[];

  /** 1 = best; null until seeded. */
  @Column({ type: 'int', nullable: true })
  seed: number | null;

  @Column({ type: 'boolean', default: false })
  droppedOut: boolean;

  /**
   * Whether the team is in the category: a team the organizer made is; a captain's team only once the application
   * it came with is approved (pending, waiting or refused teams are not entrants).
   */
  @Column({ type: 'boolean', default: true })
  entered: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
