import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { StageType } from '@hema/shared/domain-types';
import { Nomination } from '../nominations/nomination.entity.js';

export interface StageSettings {
  byeMode?: string | null;
  byeWinScores?: string | null;
  poolsCount?: number | null;
  roundsCount?: number | null;
  eliminationSize?: number | null;
  minimumFromEachPool?: number | null;
  goesToNextStage?: number | null;
  toTheFinals?: boolean;
  combineStats?: boolean;
  qualification?: 'BASIC' | 'ADVANCED' | null;
  bronze?: boolean;
  grandFinalReset?: boolean;
  initialHp?: number | null;
  /** The ring of fights filled or created later (bracket, next round); null: the ring of the feeding fights. */
  nextFightsAreaId?: string | null;
}

@Entity('stage')
export class Stage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  nominationId: string;

  @ManyToOne(() => Nomination, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'nominationId' })
  nomination?: Nomination;

  @Column({ type: 'int' })
  index: number;

  @Column({ type: 'varchar', length: 20 })
  type: StageType;

  @Column({ type: 'varchar', length: 100, default: '' })
  label: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  settings: StageSettings;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
