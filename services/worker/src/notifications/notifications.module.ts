import { Module } from '@nestjs/common';
import { MailComposer } from './mail-composer';
import { MailPolicies } from './mail-kind-policy';
import { MailTransport } from './mail-transport';
import { OutboundMailsRepository } from './outbound-mails.repository';
import { SendMailHandler } from './send-mail.handler';
import { UnfinishedMails } from './unfinished-mails';

/**
 * The notifications and campaigns queues' mail: the outbox (staff e-mails about enquiries, replies to visitors,
 * newsletter confirmations and welcomes, password reset links, portal links, reminders, campaign mails), one sending
 * handler and one reconciler for every mail. Features register the policies of their kinds with MailPolicies.
 */
@Module({
  exports: [MailPolicies],
  providers: [MailTransport, OutboundMailsRepository, MailComposer, SendMailHandler, UnfinishedMails, MailPolicies],
})
export class NotificationsModule {}
