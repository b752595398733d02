import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Exchange, ExchangeDecision } from '@hema/shared/fight/exchanges';
import type { PanelSeat } from '@hema/shared/fight/panel';
import { Fight } from '../fights/fight.entity.js';
import { Area } from '../rings/area.entity.js';
import { User } from '../users/user.entity.js';

/**
 * The panel's tables (migration 1796700000001-judging-panel). The service reads and writes them with typed SQL
 * (database/tables.ts); the entities are here so TypeORM's generated migrations keep them.
 */

/** Who sits where at a ring's panel: one person per seat, one seat per person. */
@Entity('panel_seat')
@Index('UQ_panel_seat_user', ['areaId', 'userId'], { unique: true })
export class PanelSeatRow {
  @PrimaryColumn({ type: 'uuid' })
  areaId: string;

  @ManyToOne(() => Area, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'areaId', foreignKeyConstraintName: 'FK_panel_seat_area' })
  area?: Area;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  seat: PanelSeat;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_panel_seat_user' })
  user?: User;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  takenAt: Date;
}

/** A decision of the panel: its id is the EXCHANGE command's id, so it enters the fight once. */
@Entity('panel_decision')
@Index('IDX_panel_decision_fight', ['fightId'])
export class PanelDecisionRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'uuid' })
  fightId: string;

  @ManyToOne(() => Fight, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fightId', foreignKeyConstraintName: 'FK_panel_decision_fight' })
  fight?: Fight;

  @Column({ type: 'varchar', length: 64 })
  exchangeId: string;

  @Column({ type: 'jsonb' })
  exchange: Exchange;

  @Column({ type: 'jsonb' })
  decision: ExchangeDecision;

  @Column({ type: 'timestamptz' })
  openedAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  decidedAt: Date;

  @Column({ type: 'uuid', nullable: true })
  decidedById: string | null;

  @Column({ type: 'int', nullable: true })
  fightVersion: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  refusal: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  replacedById: string | null;
}

/** One judge's call as it arrived: kept, never edited, except for the decision it was folded into. */
@Entity('judge_call')
@Index('IDX_judge_call_fight', ['fightId', 'pressedAt'])
export class JudgeCallRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'uuid' })
  fightId: string;

  @ManyToOne(() => Fight, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fightId', foreignKeyConstraintName: 'FK_judge_call_fight' })
  fight?: Fight;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_judge_call_user' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  seat: PanelSeat;

  @Column({ type: 'jsonb' })
  exchange: Exchange;

  @Column({ type: 'timestamptz' })
  pressedAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  decisionId: string | null;

  @Column({ type: 'boolean', default: false })
  late: boolean;
}
