import { Migration } from '@mikro-orm/migrations';

/**
 * Once inserted the demo content; that is now DemoContentSeeder's job (run on a fresh database only), so that a
 * change to the seed files can never change what this migration does. Databases that ran it keep their content.
 */
export class Migration20261122022500 extends Migration {
  override async up(): Promise<void> {}
}
