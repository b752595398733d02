import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * A browser's push subscription: where the push service takes a notification for this person's device, and the keys
 * the payload is encrypted with. One endpoint belongs to one account (the last one that enabled push on that browser).
 */
@Entity('push_subscription')
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_push_subscription_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index('UQ_push_subscription_endpoint', { unique: true })
  @Column({ type: 'text' })
  endpoint: string;

  /** The browser's P-256 public key (base64url). */
  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  /** The browser's auth secret (base64url). */
  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  userAgent: string;

  /** The language of the page that enabled push: its notifications are written in it. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
