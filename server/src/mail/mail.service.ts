import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail by SMTP when SMTP_URL is set. Otherwise every mail is written to the log and kept as a JSON file in
 * the development outbox, DATA_DIR/outbox (the README explains it), so recovery codes work with nothing installed.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly outbox: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
    this.outbox = resolve(config.DATA_DIR, 'outbox');
  }

  /** An absolute link into the site for a mail: a mail client has no page to resolve `/my/applications` against. */
  link(path: string): string {
    return `${this.config.PUBLIC_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
      return;
    }
    await mkdir(this.outbox, { recursive: true });
    const file = resolve(this.outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
    await writeFile(
      file,
      JSON.stringify({ from: this.config.MAIL_FROM, ...mail, sentAt: new Date().toISOString() }, null, 2),
    );
    this.logger.log(
      `Mail to ${mail.to} kept in the development outbox ${file}: ${mail.subject}\n${mail.text}`,
    );
  }

  /** The development outbox, newest last (tests and the README's recovery walk-through read it). */
  async readOutbox(): Promise<(Mail & { sentAt: string })[]> {
    const files = await readdir(this.outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      files
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map(async (f) => JSON.parse(await readFile(resolve(this.outbox, f), 'utf8'))),
    );
    return mails;
  }
}
