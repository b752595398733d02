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
import type { FightResult } from '@hema/shared/domain-types';
import type { FightStatus } from '@hema/shared/fight/fight-context';

/**
 * A fight. `snapshot` is the fight machine's persisted state; `version` grows by one with every applied command and
 * guards writers (conditional UPDATE, architecture.md §4). Scores, status and result are copies of the snapshot kept
 * for queries and lists.
 */
@Entity('fight')
@Index(['areaId', 'areaOrder'])
export class Fight {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  poolId: string;

  // Targets named by entity name, not class: pools and rings belong to modules above this one (stages, rings), and
  // the fight row only needs the foreign keys (deleting a pool deletes its fights; deleting a ring unassigns them).
  // Nothing loads these relations; the ids above are what every reader uses.
  @ManyToOne('Pool', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'poolId' })
  pool?: object;

  @Index()
  @Column({ type: 'uuid' })
  stageId: string;

  @Index()
  @Column({ type: 'uuid' })
  nominationId: string;

  @Index()
  @Column({ type: 'uuid' })
  tournamentId: string;

  /** Order within the pool (bout order) or position in the bracket round. */
  @Column({ type: 'int' })
  index: number;

  /** Deterministic key inside a bracket ('r1-f3'), for winner advancement. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  bracketKey: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  nextBracketKey: string | null;

  @Column({ type: 'smallint', nullable: true })
  nextSlot: number | null;

  /** Where the loser goes (bronze fight, lower bracket); null when the loser is out. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  loserNextBracketKey: string | null;

  @Column({ type: 'smallint', nullable: true })
  loserNextSlot: number | null;

  /** Indexed, as fighter2Id: a fighter's live room (`fighter:<id>`) reads their fights across tournaments. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  fighter1Id: string | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  fighter2Id: string | null;

  @Column({ type: 'uuid', nullable: true })
  areaId: string | null;

  @ManyToOne('Area', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'areaId' })
  area?: object | null;

  @Column({ type: 'int', nullable: true })
  areaOrder: number | null;

  @Column({ type: 'jsonb' })
  snapshot: Record<string, unknown>;

  @Column({ type: 'int', default: 0 })
  version: number;

  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  status: FightStatus;

  @Column({ type: 'int', default: 0 })
  score1: number;

  @Column({ type: 'int', default: 0 })
  score2: number;

  @Column({ type: 'varchar', length: 10, default: 'NONE' })
  result: FightResult;

  @Column({ type: 'boolean', default: false })
  isBye: boolean;

  /**
   * A bout of a team relay names its team match (a fight between two teams); null for every other fight. Bouts are
   * left out wherever a stage's fights are its entrants' results (standings, advancement, brackets).
   */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  matchId: string | null;

  /**
   * When the fight first went running (the START press's time); null before, and again after a RESTART. The live
   * schedule estimates from it (schedule/), as from {@link finishedAt}.
   */
  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** When the fight went finished or cancelled (the press's time); null while it is not over. */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
