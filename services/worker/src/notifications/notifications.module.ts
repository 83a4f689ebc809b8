import { Module } from '@nestjs/common';
import { EnquiryReplyHandler } from './enquiry-reply.handler';
import { MailTransport } from './mail-transport';
import { NewsletterWelcomeHandler } from './newsletter-welcome.handler';
import { NotificationsRepository } from './notifications.repository';
import { PasswordResetHandler } from './password-reset.handler';
import { StaffNotificationHandler } from './staff-notification.handler';
import { UnfinishedMails } from './unfinished-mails';

/** The jobs of the notifications queue: staff e-mails about enquiries, replies to visitors, newsletter welcomes and password reset links. */
@Module({ providers: [MailTransport, NotificationsRepository, StaffNotificationHandler, NewsletterWelcomeHandler, EnquiryReplyHandler, PasswordResetHandler, UnfinishedMails] })
export class NotificationsModule {}
