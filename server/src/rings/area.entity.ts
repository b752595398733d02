import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Tournament } from '../tournaments/tournament.entity.js';

/** A ring (spec: area) of a tournament, where pool fights are assigned in order. */
@Entity('area')
export class Area {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  tournamentId: string;

  @ManyToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournamentId' })
  tournament?: Tournament;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'int', default: 0 })
  index: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
