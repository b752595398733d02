import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Stage } from './stage.entity.js';

/** A pool or a round group of a stage (spec §3): side 0 left, 1 right, 2 finals; floor 0 upper, else lower. */
@Entity('pool')
export class Pool {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  stageId: string;

  @ManyToOne(() => Stage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stageId' })
  stage?: Stage;

  @Column({ type: 'int' })
  index: number;

  @Column({ type: 'int', default: 0 })
  round: number;

  @Column({ type: 'smallint', default: 0 })
  side: number;

  @Column({ type: 'smallint', default: 0 })
  floor: number;

  @Column({ type: 'boolean', default: false })
  isTeam: boolean;

  @Column({ type: 'varchar', length: 100, default: '' })
  title: string;

  /** Participant user ids in pool-sheet order (positions 1..n). */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  fighters: string[];
}
