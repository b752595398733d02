import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { NotificationLocale } from '@hema/shared/contracts/notifications';
import { User } from '../users/user.entity.js';

/**
 * What notifications know of a person beyond their channels: the language their mails are written in, the site's
 * language they last used while signed in (the client tells on sign-in and on a switch). No row: English.
 */
@Entity('notification_profile')
export class NotificationProfile {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: NotificationLocale;
}
