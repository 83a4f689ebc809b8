import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder'`;

/**
 * Journeys (issue 33): a tenant's comment on a done or closed repair is a follow-up (`tenant_follow_up_at`, counted on
 * the board) that staff are mailed of (`maintenance_follow_up`); a request keeps the portal's address it was filed
 * from (`portal_url`), so the tenant's mails link to its page (existing requests have none: their mails name the portal
 * without a link); staff's invitations to the portal are links of their own purpose, `invitation` (valid 7 days).
 * Existing rows keep their values.
 */
export class Migration20261128190000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "maintenance_requests" add column "tenant_follow_up_at" timestamptz null, add column "portal_url" text null;`);
    this.addSql(`create index "maintenance_requests_tenant_follow_up_at_index" on "maintenance_requests" ("tenant_follow_up_at");`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, 'maintenance_follow_up'));`);

    this.addSql(`alter table "password_resets" drop constraint if exists "password_resets_purpose_check";`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_purpose_check" check("purpose" in ('password_reset', 'sign_in', 'invitation'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "password_resets" where "purpose" = 'invitation';`);
    this.addSql(`alter table "password_resets" drop constraint if exists "password_resets_purpose_check";`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_purpose_check" check("purpose" in ('password_reset', 'sign_in'));`);

    this.addSql(`delete from "outbound_mails" where "kind" = 'maintenance_follow_up';`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}));`);

    this.addSql(`drop index "maintenance_requests_tenant_follow_up_at_index";`);
    this.addSql(`alter table "maintenance_requests" drop column "tenant_follow_up_at", drop column "portal_url";`);
  }
}
