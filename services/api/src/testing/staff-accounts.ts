import type { Role } from '@app/contracts';
import type { TestAccount, accountFactory } from './accounts';
import type { Caller } from './role-matrix';

/** One account of each staff role, by role. */
export type StaffAccounts = Record<Role, TestAccount>;

/** Makes one account of each staff role with `accounts`: a super admin, an admin and a content manager. */
export async function createStaffAccounts(accounts: Awaited<ReturnType<typeof accountFactory>>): Promise<StaffAccounts> {
  return {
    super_admin: await accounts.create('super_admin'),
    admin: await accounts.create('admin'),
    content_manager: await accounts.create('content_manager'),
  };
}

/** The cookies a role-matrix caller sends: none for a visitor, else the session of its staff account. */
export function cookiesOf(actors: StaffAccounts, caller: Caller): string[] {
  return caller === 'anonymous' ? [] : [actors[caller].cookie];
}
