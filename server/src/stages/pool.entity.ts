import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { GroupTitle, GroupTitleKey } from '@hema/shared/competition/group-title';
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

  /** The generated title as parts (shared/competition/group-title.ts): clients translate it. */
  @Column({ type: 'varchar', length: 32, default: 'pool' })
  titleKey: GroupTitleKey;

  @Column({ type: 'int', nullable: true })
  titleNumber: number | null;

  /** The organizer's own title of the pool; empty while the generated one stands. */
  @Column({ type: 'varchar', length: 100, default: '' })
  title: string;

  /** Participant user ids in pool-sheet order (positions 1..n). */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  fighters: string[];
}

/** A pool's title as the API sends it: parts, never English text. */
export function groupTitleOf(pool: Pick<Pool, 'titleKey' | 'titleNumber' | 'title'>): GroupTitle {
  return { key: pool.titleKey, n: pool.titleNumber, custom: pool.title || null };
}

/** The pool columns of a generated title. */
export function groupTitleColumns(title: GroupTitle): Pick<Pool, 'titleKey' | 'titleNumber' | 'title'> {
  return { titleKey: title.key, titleNumber: title.n, title: title.custom ?? '' };
}
