import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

export const NO_MAIL_TRANSPORT = 'No mail transport is configured (set SMTP_URL and MAIL_FROM)';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/** Outgoing e-mail through SMTP (nodemailer), when SMTP_URL and MAIL_FROM are set. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter | null;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.transporter = config.SMTP_URL && config.MAIL_FROM ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM }) : null;
  }

  get isConfigured(): boolean {
    return this.transporter !== null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transporter) throw new Error(NO_MAIL_TRANSPORT);
    await this.transporter.sendMail(message);
  }

  onApplicationShutdown() {
    this.transporter?.close();
  }
}
