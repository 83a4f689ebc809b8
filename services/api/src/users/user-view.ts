import { isStaffRole, type User } from '@app/contracts';
import type { UserEntity } from '@app/core';

/** The API's picture of an account: fields listed one by one, so no hash or session version can slip out. */
export function toUser(entity: UserEntity): User {
  // Tenants' accounts are never found by the staff calls that answer users (their repository and guards leave them out).
  if (!isStaffRole(entity.role)) throw new Error(`Account ${entity.id} is not a staff account`);
  return {
    id: entity.id,
    username: entity.username,
    email: entity.email,
    fullName: entity.fullName,
    role: entity.role,
    isActive: entity.isActive,
    ceaRegistrationNumber: entity.ceaRegistrationNumber,
    phone: entity.phone,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
