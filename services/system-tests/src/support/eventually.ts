type EventuallyOptions = { timeoutMs?: number; intervalMs?: number; message?: string };

/**
 * Polls `check` until it returns something truthy and returns that; fails after `timeoutMs`. Tests wait for the
 * event they expect this way, never for a fixed time.
 */
export async function eventually<T>(check: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<NonNullable<T>> {
  const { timeoutMs = 20_000, intervalMs = 50, message = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
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
