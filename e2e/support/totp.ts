import { type APIRequestContext, expect } from '@playwright/test';
import { authenticator } from 'otplib';

/**
 * The authenticator app's code of the 30-second step `steps` away from now; the API accepts one step either way
 * (clock drift) and each code once, so a sign-in right after enrolment uses the next step's code instead of waiting.
 */
export const codeOfStep = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/** Turns two-factor sign-in on for the signed-in account of `request`, confirmed with the current step's code; answers the key. */
export async function turnOnTwoFactor(request: APIRequestContext): Promise<string> {
  const { secret } = (await (await request.post('/api/account/two-factor/setup')).json()) as { secret: string };
  expect((await request.post('/api/account/two-factor/enable', { data: { code: codeOfStep(secret) } })).status()).toBe(200);
  return secret;
}
