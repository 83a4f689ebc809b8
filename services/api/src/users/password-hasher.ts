/** Hashes and checks passwords; the one place that knows the algorithm (tests count verifications through it). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
}
