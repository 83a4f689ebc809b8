import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder'`;
const KINDS_ADDED = `'maintenance_follow_up', 'rent_receipt', 'rent_reminder', 'viewing_staff_notice', 'viewing_staff_cancellation', 'viewing_cancellation'`;

/**
 * The mail kinds of three changes made side by side (repair follow-ups, rent receipts and reminders, viewing change
 * notices), each of whose migrations wrote the kind check with its own kinds only: the check now allows them all.
 */
export class Migration20261128203000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, ${KINDS_ADDED}));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" in (${KINDS_ADDED});`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}));`);
  }

}
