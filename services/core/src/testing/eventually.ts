type EventuallyOptions = { timeoutMs?: number; intervalMs?: number; message?: string };

/** What a truthy answer of `check` can be. */
type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Polls `check` until it returns something truthy and returns that; fails after `timeoutMs`. Tests wait for the
 * event they expect this way, never for a fixed time.
 */
export async function eventually<T>(check: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<Truthy<T>> {
  const { timeoutMs = 20_000, intervalMs = 50, message = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
