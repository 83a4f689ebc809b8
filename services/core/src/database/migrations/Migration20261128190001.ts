import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder'`;
const VIEWING_CHANGE_KINDS = `'viewing_staff_notice', 'viewing_staff_cancellation', 'viewing_cancellation'`;

/**
 * Viewing changes notify (issue 33): staff's notice of a booking or a move and of a cancellation (to the listing's
 * agent, else STAFF_NOTIFY_EMAIL), and the visitor's cancellation mail, each a row of the outbox about its booking.
 */
export class Migration20261128190001 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, ${VIEWING_CHANGE_KINDS}));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" in (${VIEWING_CHANGE_KINDS});`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}));`);
  }

}
