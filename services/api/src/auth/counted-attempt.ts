import { TooManyAttemptsException } from './auth.service';
import type { LoginAttemptsService } from './login-attempts.service';

/**
 * Runs a check of something only the account holder knows (a password, a code) in one of the account's sign-in
 * attempts (5 per 15 minutes, then 429): a refusal (a falsy result) keeps the attempt, so it counts; a pass or an
 * error gives it back.
 */
export async function countedAttempt<T>(attempts: LoginAttemptsService, who: { email: string; clientAddress: string }, check: () => Promise<T>): Promise<T> {
  const reservation = await attempts.reserve(who.email, who.clientAddress);
  if ('retryAfterSeconds' in reservation) throw new TooManyAttemptsException(reservation.retryAfterSeconds);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await attempts.release(reservation.slot);
    throw error;
  }
  if (result) await attempts.release(reservation.slot);
  return result;
}
