import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One notification that went (or is going) out, by its dedupe key (`called:<fight>:<calledAt>:<user>`). It is
 * inserted BEFORE sending, with ON CONFLICT DO NOTHING: the replica whose insert lands sends it, every other replica
 * that sees the same event or runs the same reminder check finds the key taken and sends nothing.
 */
@Entity('notification_sent')
export class NotificationSent {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  /** Keys older than a few days are pruned: every key names an event of one day. */
  @Index('IDX_notification_sent_sentAt')
  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
