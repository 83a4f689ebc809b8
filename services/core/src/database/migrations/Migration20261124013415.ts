import { Migration } from '@mikro-orm/migrations';

/**
 * A subscriber's welcome e-mail is stored work, like an enquiry's staff notification: pending until the worker sends
 * it. Subscribers from before had theirs queued then (or mail was off): they count as sent, so none is mailed again.
 */
export class Migration20261124013415 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" add column "unsubscribe_url" text null, add column "welcome_status" text check ("welcome_status" in ('pending', 'sent', 'not_configured', 'failed')) not null default 'sent', add column "welcome_error" text null, add column "welcome_sent_at" timestamptz null;`);
    this.addSql(`alter table "newsletter_subscribers" alter column "welcome_status" set default 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" drop column "unsubscribe_url", drop column "welcome_status", drop column "welcome_error", drop column "welcome_sent_at";`);
  }

}
