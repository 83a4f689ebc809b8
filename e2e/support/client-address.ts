let next = 0;

/**
 * Headers giving a browser context a client address of its own (the mail stack trusts one proxy hop), so that the
 * portal's per-address sign-in limit (5 a minute) counts each test's tenant apart.
 */
export function ownClientAddressHeaders(): Record<string, string> {
  next += 1;
  return { 'X-Forwarded-For': `198.51.${100 + Math.floor(Math.random() * 50)}.${(next % 250) + 1}` };
}
