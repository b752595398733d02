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
import { User } from '../users/user.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
import type { RegistrationField } from '@hema/shared/contracts/tournaments';

export { TOURNAMENT_STATUSES, type TournamentStatus } from '@hema/shared/competition/tournament-status';

export interface TournamentLink {
  url: string;
  label: string;
}

/** A tournament (spec §3). Looked up publicly by `idString`. */
@Entity('tournament')
export class Tournament {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  idString: string;

  @Index()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', default: '' })
  descriptionPayment: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  stream: string;

  @Column({ type: 'jsonb', default: () => `'{"url":"","label":""}'` })
  link: TournamentLink;

  @Column({ type: 'jsonb', default: () => `'{"url":"","label":""}'` })
  linkRules: TournamentLink;

  @Index()
  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'authorId' })
  author?: User;

  @Column({ type: 'uuid', nullable: true })
  zoneId: string | null;

  @ManyToOne(() => Zone, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'zoneId' })
  zone?: Zone | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** Region / state of the venue (spec §3 "state"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'DEVELOPING' })
  status: TournamentStatus;

  /** The status it had when it was started: "Back to …" returns to it while no fight has started. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  statusBeforeStart: TournamentStatus | null;

  @Column({ type: 'date' })
  dateStart: string;

  @Column({ type: 'date' })
  dateEnd: string;

  @Column({ type: 'timestamptz', nullable: true })
  registrationDateStart: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  registrationDateEnd: Date | null;

  @Column({ type: 'boolean', default: false })
  registrationEnabled: boolean;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  registrationFields: RegistrationField[];

  @Column({ type: 'text', default: '' })
  registrationText: string;

  /** The categories that take applications; null = every category. */
  @Column({ type: 'jsonb', nullable: true })
  registrationNominationIds: string[] | null;

  @Column({ type: 'varchar', length: 20, default: 'PUBLIC' })
  applicationsAccess: string;

  @Column({ type: 'boolean', default: false })
  applicationsShowPayments: boolean;

  @Column({ type: 'boolean', default: false })
  applicationsShowWaitingList: boolean;

  @Column({ type: 'boolean', default: false })
  imported: boolean;

  /** Minutes before the organizer sees a ring as stale (no score, or idle while fights wait); null = the default. */
  @Column({ type: 'int', nullable: true })
  staleRingMinutes: number | null;

  /** The venue's IANA time zone: places the day plan's wall-clock times in time. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  /** The day plan the schedule's estimates keep to ("HH:MM", venue time); null = not planned. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  dayStartsAt: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  dayEndsAt: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  lunchFrom: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  lunchTo: string | null;

  /** Minutes between two stages on a ring; null = learned from the day. */
  @Column({ type: 'int', nullable: true })
  stageBreakMinutes: number | null;

  @Column({ type: 'boolean', default: false })
  approved: boolean;

  /** Test tournaments stay out of ratings. */
  @Column({ type: 'boolean', default: false })
  isTest: boolean;

  /** The cover image's type (image/png, image/jpeg, image/webp); null without a cover (bytes in tournament_cover). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  coverType: string | null;

  /** When the cover was uploaded: part of its address, so a new cover is never served from a cache. */
  @Column({ type: 'timestamptz', nullable: true })
  coverUpdatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
