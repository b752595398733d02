import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { PredictionSide } from '@hema/shared/rating/prediction-points';
import { Fight } from '../fights/fight.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A user's prediction of a fight's winner (spec §1, §5): one per user and fight, changeable until the fight starts.
 * Its outcome and points are read from the fight every time, never stored: a result fixed afterwards re-resolves it.
 */
@Entity('prediction')
@Unique(['userId', 'fightId'])
export class Prediction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'uuid' })
  fightId: string;

  @ManyToOne(() => Fight, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fightId' })
  fight?: Fight;

  @Column({ type: 'smallint' })
  winner: PredictionSide;

  /** The named fighter's expected score by the weapon ratings when the prediction was made (0.5: no ratings). */
  @Column({ type: 'double precision', default: 0.5 })
  expected: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
