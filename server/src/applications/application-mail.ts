import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { MailService } from '../mail/mail.service.js';
import { Application } from './application.entity.js';
import type { ApplicationNotice } from './application-places.js';

type Change = ApplicationNotice['change'];

/** The sentence of each change; the fighter's own page says the same in their language. */
function sentence(change: Change, category: string, a: Application, position: number | null): string {
  switch (change) {
    case 'received':
      return `We have your application for ${category}. The organizer will review it.`;
    case 'waitingList':
      return `${category} is full, so your application is on the waiting list${position ? ` (place ${position})` : ''}. You move up when a place becomes free.`;
    case 'movedUp':
      return `A place in ${category} became free: your application left the waiting list and waits for the organizer's review.`;
    case 'approved':
      return `Your application for ${category} is approved. You are one of the category's fighters.`;
    case 'refused':
      return `Your application for ${category} is refused.${a.refusalReason ? ` Reason: ${a.refusalReason}` : ''}`;
    case 'paid':
      return `Your entry fee for ${category} is marked paid.`;
    case 'paymentCancelled':
      return `The payment mark of your application for ${category} was cancelled.`;
    case 'present':
      return `You are marked present in ${category}.`;
    case 'presenceCancelled':
      return `The presence mark of your application for ${category} was cancelled.`;
  }
}

/**
 * Tells fighters about their applications' changes by mail (SMTP, or the development outbox without it), after the
 * change is committed. A mail that cannot be sent is logged; the change stands and shows in My applications.
 */
@Injectable()
export class ApplicationMail {
  private readonly logger = new Logger('ApplicationMail');

  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  async send(notices: ApplicationNotice[], positions: Map<string, number> = new Map()): Promise<void> {
    if (notices.length === 0) return;
    const applications = await this.db.getRepository(Application).find({
      where: { id: In([...new Set(notices.map((n) => n.applicationId))]) },
      relations: { user: true, nomination: true, tournament: true },
    });
    const byId = new Map(applications.map((a) => [a.id, a]));
    for (const notice of notices) {
      const a = byId.get(notice.applicationId);
      const to = a?.user?.email;
      if (!a || !to) continue;
      const tournament = a.tournament?.title ?? '';
      const category = a.nomination?.title ?? '';
      const link = `/my/applications`;
      await this.mail
        .send({
          to,
          subject: `${tournament}: your application for ${category}`,
          text: `${sentence(notice.change, category, a, positions.get(a.id) ?? null)}\n\nYour applications: ${link}\n`,
        })
        .catch((e: unknown) => this.logger.warn(`Mail to ${to} not sent: ${String(e)}`));
    }
  }
}
