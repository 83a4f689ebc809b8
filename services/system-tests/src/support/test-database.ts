import { createMigratedDatabase, dropDatabase } from '../../../../tools/jest/test-database.cjs';

export type OwnDatabase = { name: string; url: string; drop(): Promise<void> };

/** A freshly migrated database of the test's own, so processes it starts and stops share nothing with other tests. */
export async function createTestDatabase(prefix: string): Promise<OwnDatabase> {
  const database = await createMigratedDatabase(`hl_sys_${prefix}`);
  return { ...database, drop: () => dropDatabase(database.name) };
}
