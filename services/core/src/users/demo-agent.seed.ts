/**
 * The sample listings' responsible agent on a fresh install: a demo salesperson with a demo CEA registration number
 * and phone. Inactive, with a password hash no password matches, so nobody signs in as it; staff give the listings
 * their own agents and may then delete it.
 */
export const DEMO_AGENT_SEED = {
  username: 'demo-agent',
  email: 'demo-agent@harbourline.localhost',
  fullName: 'Rachel Lim (demo agent)',
  role: 'content_manager',
  isActive: false,
  passwordHash: '!no-password',
  ceaRegistrationNumber: 'R123456A',
  phone: '+65 8123 4567',
} as const;
