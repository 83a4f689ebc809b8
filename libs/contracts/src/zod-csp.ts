import { config } from 'zod/v4/core';

/**
 * zod probes for eval (`new Function`) the first time it parses an object; the site's Content-Security-Policy
 * forbids eval and reports the probe as a violation. Each browser bundle has its own zod, so each app's entry
 * calls this before it parses anything. zod's core `config` alone: a page that builds no schema loads no zod.
 */
export function configureZodForCsp(): void {
  config({ jitless: true });
}
