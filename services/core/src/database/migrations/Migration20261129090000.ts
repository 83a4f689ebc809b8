import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder', 'maintenance_follow_up', 'rent_receipt', 'rent_reminder', 'viewing_staff_notice', 'viewing_staff_cancellation', 'viewing_cancellation'`;
const LEASE_KINDS = `'stamping_reminder', 'renewal_offer', 'renewal_answer'`;
const HANDOVER_KINDS = `'condition_report_shared', 'deposit_disposition', 'deposit_refund_reminder'`;

/**
 * The mail kinds of two changes made side by side (stamping reminders and renewals; condition reports and deposits),
 * each of whose migrations wrote the kind check with its own kinds only: the check now allows them all. Down goes
 * back to what the later of the two (condition reports, 20261129030000) left.
 */
export class Migration20261129090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, ${LEASE_KINDS}, ${HANDOVER_KINDS}));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" in (${LEASE_KINDS});`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, ${HANDOVER_KINDS}));`);
  }

}
