import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Readable } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
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
  private readonly from: string | undefined;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.timeoutMs = config.SMTP_TIMEOUT_MS;
    this.from = config.MAIL_FROM;
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
   *
   * `beforeBody(messageId)`, when given, is awaited before any byte of the message body can leave (the body is a
   * stream that yields nothing until it resolved; nodemailer reads it once connected, just before MAIL FROM): a mail
   * whose sender died before it resolved was certainly not delivered. Should it reject, nothing is sent.
   */
  async send(message: MailMessage, beforeBody?: (messageId: string) => Promise<void>): Promise<string | null> {
    if (!this.transporter) throw new Error(NO_MAIL_TRANSPORT);
    const { requestId } = currentTrace();
    const headers = requestId ? { ...message.headers, 'X-Request-Id': requestId } : message.headers;
    const gated = beforeBody ? await this.gated({ ...message, headers }, beforeBody) : null;
    const sent: { messageId?: string } = await withTimeout(
      this.transporter.sendMail(gated?.mail ?? { ...message, headers }),
      this.timeoutMs,
      'The mail server',
    );
    const messageId = gated?.messageId ?? sent.messageId ?? null;
    // Neither address nor subject (a visitor's name) is logged.
    this.logger.log(`Mail sent (message id ${messageId ?? 'unknown'})`);
    return messageId;
  }

  /** The message built here (as nodemailer would), sent as its raw bytes behind the `beforeBody` gate. */
  private async gated(message: MailMessage, beforeBody: (messageId: string) => Promise<void>) {
    const node = new MailComposer({ ...message, from: this.from }).compile();
    const messageId = node.messageId();
    const raw = await node.build();
    let opened = false;
    const body = new Readable({
      read() {
        if (opened) return;
        opened = true;
        beforeBody(messageId).then(
          () => {
            this.push(raw);
            this.push(null);
          },
          (error: Error) => this.destroy(error),
        );
      },
    });
    return { mail: { envelope: node.getEnvelope(), raw: body }, messageId };
  }

  onApplicationShutdown() {
    this.transporter?.close();
  }
}
