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
import type { Answer, ApplicationState } from '@hema/shared/applications/application-rules';
import { Nomination } from '../nominations/nomination.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';
import type { Team } from '../teams/team.entity.js';

/**
 * A fighter's application for a category (spec §3 "Application"). One per fighter and category. While approved, the
 * fighter is also a participant of the category (the row the stages are built from); paid and present are marks.
 */
@Entity('application')
@Unique(['nominationId', 'userId'])
export class Application {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  tournamentId: string;

  @ManyToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournamentId' })
  tournament?: Tournament;

  @Column({ type: 'uuid' })
  nominationId: string;

  @ManyToOne(() => Nomination, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nominationId' })
  nomination?: Nomination;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  state: ApplicationState;

  @Column({ type: 'boolean', default: false })
  paid: boolean;

  @Column({ type: 'boolean', default: false })
  present: boolean;

  /** A captain's application in a team category names the team they apply with; null otherwise. */
  @Column({ type: 'uuid', nullable: true })
  teamId: string | null;

  /** The team, when read with it (mapped by the applications query, no foreign key: a team may be removed). */
  team?: Team | null;

  /** One answer per field of the tournament's form, in its order. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  answers: Answer[];

  @Column({ type: 'text', nullable: true })
  refusalReason: string | null;

  /** Arrival: the waiting list is served in this order. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The last change of state or marks (what the fighter is told about). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;

  /** When the fighter last looked at their applications after a change. */
  @Column({ type: 'timestamptz', nullable: true })
  seenAt: Date | null;
}
