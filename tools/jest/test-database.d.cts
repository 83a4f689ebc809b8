export type TestDatabase = { name: string; url: string };
export function createMigratedDatabase(prefix: string): Promise<TestDatabase>;
export function dropDatabase(name: string): Promise<void>;
