import type { User } from '@app/contracts';
import type { UserEntity } from '@app/core';

/** The API's picture of an account: fields listed one by one, so no hash or session version can slip out. */
export function toUser(entity: UserEntity): User {
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
