import { Module } from '@nestjs/common';
import { MailTransport } from './mail-transport';
import { NewsletterWelcomeHandler } from './newsletter-welcome.handler';
import { NotificationsRepository } from './notifications.repository';
import { PendingMails } from './pending-mails';
import { StaffNotificationHandler } from './staff-notification.handler';

/** The jobs of the notifications queue: staff e-mails about enquiries and newsletter welcomes. */
@Module({ providers: [MailTransport, NotificationsRepository, StaffNotificationHandler, NewsletterWelcomeHandler, PendingMails] })
export class NotificationsModule {}
