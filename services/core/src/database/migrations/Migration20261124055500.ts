import { Migration } from '@mikro-orm/migrations';

/** An enquiry sent from a listing's page carries the listing's reference (HL-1001), for staff to see what it is about. */
export class Migration20261124055500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "contact_enquiries" add column "property_reference" varchar(20) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_enquiries" drop column "property_reference";`);
  }

}
