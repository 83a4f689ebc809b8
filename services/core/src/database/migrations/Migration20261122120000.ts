import { Migration } from '@mikro-orm/migrations';

/** Usernames are unique whatever their case, like e-mails: 'Mei' and 'mei' cannot both sign up. */
export class Migration20261122120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_username_unique";`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_username_lower_unique";`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }

}
