import type { LoggedConsole } from '@hema/shared/realtime/protocol';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * The append-only log of a fight (architecture.md §4): who sent which command when, and what it produced. A command id
 * is unique within its fight, which makes every command idempotent: a replay answers the stored outcome. The
 * command id leads the key, so the command path also finds an id used on another fight (refused, never replayed).
 */
@Entity('fight_event')
@Index(['fightId', 'version'])
@Unique('UQ_fight_event_command', ['commandId', 'fightId'])
export class FightEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  fightId: string;

  @Column({ type: 'varchar', length: 64 })
  commandId: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'jsonb' })
  event: Record<string, unknown>;

  /** The version the fight reached (applied) or stayed at (refused). */
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'boolean' })
  applied: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  reason: string | null;

  /** The console that sent the command (judge console, polling console, organizer page); null when not told. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  console: LoggedConsole | null;

  /** The fight's score once the command was handled (after it when applied); null on lines older than the column. */
  @Column({ type: 'int', nullable: true })
  score1: number | null;

  @Column({ type: 'int', nullable: true })
  score2: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
