import { Module } from '@nestjs/common';
import { MailComposer } from './mail-composer';
import { MailTransport } from './mail-transport';
import { OutboundMailsRepository } from './outbound-mails.repository';
import { SendMailHandler } from './send-mail.handler';
import { UnfinishedMails } from './unfinished-mails';

/**
 * The notifications queue: the mail outbox (staff e-mails about enquiries, replies to visitors, newsletter
 * confirmations and welcomes, password reset links), one job kind and one reconciler for every mail.
 */
@Module({ providers: [MailTransport, OutboundMailsRepository, MailComposer, SendMailHandler, UnfinishedMails] })
export class NotificationsModule {}
