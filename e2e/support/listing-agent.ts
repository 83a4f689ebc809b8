import { type APIRequestContext, expect } from '@playwright/test';
import { type Account } from './accounts';

/** A registered salesperson (CEA registration number and phone): listings can be available or let with them as agent. */
export const LISTING_AGENT: Account & { fullName: string; ceaRegistrationNumber: string; phone: string } = {
  username: 'jiahui',
  email: 'jiahui.lim@harbourline.sg',
  password: 'Orchard-Road-2026',
  role: 'content_manager',
  fullName: 'Lim Jia Hui',
  ceaRegistrationNumber: 'R246810K',
  phone: '+65 9123 4567',
};

/** LISTING_AGENT's id, creating the account on first use; `request` is signed in as an admin or super admin. */
export async function listingAgentId(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/admin/users', { data: { ...LISTING_AGENT, isActive: true } });
  expect([201, 409], await created.text()).toContain(created.status());
  const found = await request.get(`/api/admin/users?q=${encodeURIComponent(LISTING_AGENT.email)}`);
  const { items } = (await found.json()) as { items: Array<{ id: string; email: string }> };
  const agent = items.find((item) => item.email === LISTING_AGENT.email);
  if (!agent) throw new Error('the listing agent was not created');
  return agent.id;
}
