import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter double opt-in: a subscription is confirmed through a signed link (time and client address recorded).
 * Subscribers from before double opt-in subscribed under the old single opt-in: they count as confirmed at their
 * consent time, so nobody already receiving the newsletter is dropped.
 */
export class Migration20261124061500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" add column "confirmed_at" timestamptz null, add column "confirmed_from" varchar(64) null, add column "confirm_url" text null;`);
    this.addSql(`update "newsletter_subscribers" set "confirmed_at" = "consented_at", "confirmed_from" = "client_address";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" drop column "confirmed_at", drop column "confirmed_from", drop column "confirm_url";`);
  }

}
