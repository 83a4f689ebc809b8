import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { describeError } from '@app/core';
import type { MailMessage, MailTransport } from './mail-transport';
import type { RecordMail } from './notifications.repository';

const logger = new Logger('RecordedMail');

/**
 * Sends a stored row's mail and records it as sent. A failed send records the attempt's reason and keeps the mail
 * pending, then rethrows so the job is retried with backoff; its @JobFailureHandler records the final failure.
 */
export async function sendRecordedMail(mail: MailTransport, message: MailMessage, record: RecordMail, job: Job): Promise<'sent'> {
  try {
    await mail.send(message);
  } catch (error) {
    const reason = `Attempt ${job.attemptsMade + 1} of ${job.opts.attempts ?? 1} failed: ${describeError(error)}`;
    logger.warn(`${job.name} ${job.id}: ${reason}`);
    await record('pending', reason);
    throw error;
  }
  await record('sent');
  return 'sent';
}
