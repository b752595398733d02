import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../user.entity.js';

/** One merge of two accounts of a person (spec §2 /admin/users/merge): who merged, when, and what moved. */
@Entity('user_merge')
export class UserMerge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  keptUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'keptUserId', foreignKeyConstraintName: 'FK_user_merge_kept' })
  keptUser?: User | null;

  /** The merged-away account stays (soft-deleted); its id and name are kept here as they were. */
  @Column({ type: 'uuid' })
  removedUserId: string;

  @Column({ type: 'varchar', length: 320 })
  removedName: string;

  @Column({ type: 'uuid', nullable: true })
  mergedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'mergedById', foreignKeyConstraintName: 'FK_user_merge_by' })
  mergedBy?: User | null;

  /** `[{kind, count}]`: how many rows of each kind moved. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  moves: { kind: string; count: number }[];

  @Index('IDX_user_merge_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
