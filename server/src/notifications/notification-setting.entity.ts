import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { NotificationChannel } from '@hema/shared/contracts/notifications';
import { User } from '../users/user.entity.js';

/**
 * A person's channel for one kind of notification (`fightSoon`, `called`, …, or `followed`: the fighters they
 * follow). A kind without a row has its default (shared/contracts/notifications.ts).
 */
@Entity('notification_setting')
export class NotificationSetting {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 10 })
  channel: NotificationChannel;
}
