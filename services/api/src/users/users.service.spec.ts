import { ConflictException } from '@nestjs/common';
import { UserEntity } from '@app/core';
import type { AuditLogService } from '../audit/audit-log.service';
import type { PasswordHasher } from './password-hasher';
import type { UserSessionsRepository } from './user-sessions.repository';
import type { UsersRepository } from './users.repository';
import { USER_MESSAGES, UsersService } from './users.service';

function setUp(otherActiveSuperAdmins: number) {
  const owner = new UserEntity({ username: 'owner', email: 'owner@harbourline.sg', role: 'super_admin', passwordHash: 'hash' });
  owner.id = '11111111-1111-4111-8111-111111111111';
  const repository = {
    findById: jest.fn().mockResolvedValue(owner),
    countActiveSuperAdmins: jest.fn().mockResolvedValue(otherActiveSuperAdmins),
    usernameTaken: jest.fn().mockResolvedValue(false),
    emailTaken: jest.fn().mockResolvedValue(false),
    save: jest.fn(async (user: UserEntity) => user),
  };
  const audit = { record: jest.fn() };
  const service = new UsersService(
    repository as unknown as UsersRepository,
    {} as PasswordHasher,
    audit as unknown as AuditLogService,
    {} as UserSessionsRepository,
  );
  const acting = { actor: { id: owner.id, role: 'super_admin' as const }, clientAddress: '127.0.0.1' };
  return { service, owner, repository, acting };
}

describe('UsersService: the last active super admin', () => {
  it.each([[{ role: 'admin' as const }], [{ isActive: false }]])('cannot lose the role or be deactivated (%o)', async (change) => {
    const { service, owner, repository, acting } = setUp(0);

    await expect(service.update(owner.id, change, acting)).rejects.toEqual(new ConflictException(USER_MESSAGES.lastSuperAdmin));
    expect(repository.save).not.toHaveBeenCalled();
  });

  it('can step down while another active super admin remains', async () => {
    const { service, owner, acting } = setUp(1);

    await expect(service.update(owner.id, { role: 'admin' }, acting)).resolves.toMatchObject({ role: 'admin' });
  });

  it('can still change other fields', async () => {
    const { service, owner, repository, acting } = setUp(0);

    await expect(service.update(owner.id, { fullName: 'Grace Tan' }, acting)).resolves.toMatchObject({ fullName: 'Grace Tan' });
    expect(repository.countActiveSuperAdmins).not.toHaveBeenCalled();
  });
});
