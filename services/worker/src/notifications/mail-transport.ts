import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { currentTrace } from '@app/core';
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
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter | null;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.transporter = config.SMTP_URL && config.MAIL_FROM ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM }) : null;
  }

  get isConfigured(): boolean {
    return this.transporter !== null;
  }

  /** Sends `message`; it carries the id of the request that caused it (X-Request-Id), as the log line saying so does. */
  async send(message: MailMessage): Promise<void> {
    if (!this.transporter) throw new Error(NO_MAIL_TRANSPORT);
    const { requestId } = currentTrace();
    const headers = requestId ? { ...message.headers, 'X-Request-Id': requestId } : message.headers;
    const sent: { messageId?: string } = await this.transporter.sendMail({ ...message, headers });
    // Neither address nor subject (a visitor's name) is logged.
    this.logger.log(`Mail sent (message id ${sent.messageId ?? 'unknown'})`);
  }

  onApplicationShutdown() {
    this.transporter?.close();
  }
}
