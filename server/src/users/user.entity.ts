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
import type { Role } from '@hema/shared/auth/roles';
import { Club } from '../catalog/club.entity.js';

@Entity('user')
// lower(username), lower(email): expression indexes TypeORM cannot describe; the migration made them, sync leaves them.
@Index('UQ_user_username_lower', { synchronize: false })
@Index('UQ_user_email_lower', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  middleName: string | null;

  /** first + last + optional middle, kept for sorting and search. */
  @Index()
  @Column({ type: 'varchar', length: 320 })
  name: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  username: string;

  /** Null for a fighter an organizer entered, who has no account to sign in with. */
  @Column({ type: 'varchar', length: 254, unique: true, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 200, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20, default: 'USER' })
  role: Role;

  @Column({ type: 'timestamptz', nullable: true })
  licenseFrom: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  licenseTill: Date | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'uuid', nullable: true })
  clubId: string | null;

  @ManyToOne(() => Club, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'clubId' })
  club?: Club | null;

  /** Zone ids the user belongs to (spec §3: default empty). */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  zones: string[];

  @Column({ type: 'boolean', default: false })
  tester: boolean;

  /** Weapon ids. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  favouriteWeapons: string[];

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
