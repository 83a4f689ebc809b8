import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { currentTrace, type MailMessage, withTimeout } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

export const NO_MAIL_TRANSPORT = 'No mail transport is configured (set SMTP_URL and MAIL_FROM)';

/**
 * A refusal no retry can change: the mail server answered with a permanent (5xx) reply code, e.g. an unknown mailbox
 * or a rejected message. Temporary ones (4xx), timeouts and connection errors are not.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** Outgoing e-mail through SMTP (nodemailer), when SMTP_URL and MAIL_FROM are set; every send ends within SMTP_TIMEOUT_MS. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter | null;
  private readonly timeoutMs: number;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.timeoutMs = config.SMTP_TIMEOUT_MS;
    this.transporter =
      config.SMTP_URL && config.MAIL_FROM
        ? nodemailer.createTransport(
            { url: config.SMTP_URL, connectionTimeout: this.timeoutMs, greetingTimeout: this.timeoutMs, socketTimeout: this.timeoutMs },
            { from: config.MAIL_FROM },
          )
        : null;
  }

  get isConfigured(): boolean {
    return this.transporter !== null;
  }

  /**
   * Sends `message` and answers its Message-ID; it carries the id of the request that caused it (X-Request-Id), as the
   * log line saying so does. Rejects with the server's answer (see isPermanentMailFailure), or once SMTP_TIMEOUT_MS passed.
   */
  async send(message: MailMessage): Promise<string | null> {
    if (!this.transporter) throw new Error(NO_MAIL_TRANSPORT);
    const { requestId } = currentTrace();
    const headers = requestId ? { ...message.headers, 'X-Request-Id': requestId } : message.headers;
    const sent: { messageId?: string } = await withTimeout(this.transporter.sendMail({ ...message, headers }), this.timeoutMs, 'The mail server');
    // Neither address nor subject (a visitor's name) is logged.
    this.logger.log(`Mail sent (message id ${sent.messageId ?? 'unknown'})`);
    return sent.messageId ?? null;
  }

  onApplicationShutdown() {
    this.transporter?.close();
  }
}
