import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { WeaponType } from './weapon-type.entity.js';

@Entity('weapon')
export class Weapon {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200, unique: true })
  title: string;

  @Column({ type: 'uuid' })
  weaponTypeId: string;

  @ManyToOne(() => WeaponType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'weaponTypeId' })
  weaponType?: WeaponType;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
