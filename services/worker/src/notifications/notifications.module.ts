import { Module } from '@nestjs/common';
import { EnquiryReplyHandler } from './enquiry-reply.handler';
import { MailTransport } from './mail-transport';
import { NewsletterWelcomeHandler } from './newsletter-welcome.handler';
import { NotificationsRepository } from './notifications.repository';
import { StaffNotificationHandler } from './staff-notification.handler';
import { UnfinishedMails } from './unfinished-mails';

/** The jobs of the notifications queue: staff e-mails about enquiries, replies to visitors and newsletter welcomes. */
@Module({ providers: [MailTransport, NotificationsRepository, StaffNotificationHandler, NewsletterWelcomeHandler, EnquiryReplyHandler, UnfinishedMails] })
export class NotificationsModule {}
