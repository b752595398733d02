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

/** Changes after which the fighter needs the organizer's payment details. */
const PAYMENT_TOLD = new Set<Change>(['received', 'approved']);

/**
 * Tells fighters about their applications' changes by mail (SMTP, or the development outbox without it), after the
 * change is committed. One event (an application for several categories, a bulk approval, a review action) makes
 * one mail per fighter and tournament, listing every category it touched: a fighter applying for six categories
 * gets one mail, not six. A mail that cannot be sent is logged; the change stands and shows in My applications.
 */
@Injectable()
export class ApplicationMail {
  private readonly logger = new Logger('ApplicationMail');

  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  /** `notices` are the changes of one event; `positions` the waiting-list places of the applications in it. */
  async send(notices: ApplicationNotice[], positions: Map<string, number> = new Map()): Promise<void> {
    if (notices.length === 0) return;
    const applications = await this.db.getRepository(Application).find({
      where: { id: In([...new Set(notices.map((n) => n.applicationId))]) },
      relations: { user: true, nomination: true, tournament: true },
    });
    const byId = new Map(applications.map((a) => [a.id, a]));
    // Insertion order keeps the event's order of fighters and, within a mail, of categories.
    const mails = new Map<
      string,
      { to: string; a: Application; lines: string[]; categories: string[]; pay: boolean }
    >();
    for (const notice of notices) {
      const a = byId.get(notice.applicationId);
      const to = a?.user?.email;
      if (!a || !to) continue;
      const key = `${a.userId}:${a.tournamentId}`;
      const mail = mails.get(key) ?? { to, a, lines: [], categories: [], pay: false };
      mail.pay ||= PAYMENT_TOLD.has(notice.change);
      const category = a.nomination?.title ?? '';
      mail.lines.push(sentence(notice.change, category, a, positions.get(a.id) ?? null));
      if (!mail.categories.includes(category)) mail.categories.push(category);
      mails.set(key, mail);
    }
    for (const { to, a, lines, categories, pay } of mails.values()) {
      const tournament = a.tournament?.title ?? '';
      const idString = encodeURIComponent(a.tournament?.idString ?? '');
      const subject =
        categories.length === 1
          ? `${tournament}: your application for ${categories[0]}`
          : `${tournament}: your applications for ${categories.length} categories`;
      const payment = pay ? (a.tournament?.descriptionPayment ?? '').trim() : '';
      const text = [
        lines.map((line) => `- ${line}`).join('\n'),
        ...(payment ? [`What to pay:\n${payment}`] : []),
        `Your applications: ${this.mail.link('/my/applications')}`,
        `The tournament: ${this.mail.link(`/tournament/${idString}/registration`)}`,
      ].join('\n\n');
      await this.mail
        .send({ to, subject, text: `${text}\n` })
        .catch((e: unknown) => this.logger.warn(`Mail to ${to} not sent: ${String(e)}`));
    }
  }
}
