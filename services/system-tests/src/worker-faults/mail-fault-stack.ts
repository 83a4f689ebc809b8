import { type SmtpSink, startSmtpSink } from '@app/core/testing';
import { WorkerFaultStack } from './worker-fault-stack';

/** The sender of the stacks' mails. */
const MAIL_FROM = 'Harbourline <hello@harbourline.test>';

/** A fault stack whose API and workers send their mails to an SMTP sink of its own. */
export type MailFaultStack = { stack: WorkerFaultStack; sink: SmtpSink };

/** Starts an SMTP sink, then a fault stack with `settings` that mails through it (the sink is stopped should the stack fail to start). */
export async function startMailFaultStack(name: string, settings: Record<string, string> = {}): Promise<MailFaultStack> {
  const sink = await startSmtpSink();
  try {
    return { sink, stack: await WorkerFaultStack.start(name, { SMTP_URL: sink.url, MAIL_FROM, ...settings }) };
  } catch (error) {
    await sink.close();
    throw error;
  }
}

/** Stops the stack, then its sink; either is missing when the test's set-up failed before it. */
export async function closeMailFaultStack({ stack, sink }: Partial<MailFaultStack>): Promise<void> {
  await stack?.close();
  await sink?.close();
}
