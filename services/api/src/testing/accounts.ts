import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@app/contracts';
import { UserEntity } from '@app/core';
import { PasswordHasher } from '../auth/password-hasher';

export const TEST_PASSWORD = 'Harbour-test-pass-42';

export type TestAccount = { user: UserEntity; email: string; password: string; cookie: string };

/**
 * Makes accounts straight in the database with one pre-computed hash (argon2 is slow on purpose),
 * and session cookies signed like the API's, so tests not about sign-in skip it.
 */
export async function accountFactory(app: INestApplication) {
  const em = app.get(EntityManager).fork();
  const jwt = app.get(JwtService);
  const passwordHash = await app.get(PasswordHasher).hash(TEST_PASSWORD);

  const cookieFor = (user: UserEntity) => `hl_session=${jwt.sign({ sub: user.id, ver: user.sessionVersion })}`;

  async function create(role: Role, fields: { isActive?: boolean } = {}): Promise<TestAccount> {
    const name = `${role.replace('_', '')}-${randomBytes(4).toString('hex')}`;
    const user = new UserEntity({ username: name, email: `${name}@harbourline.test`, role, passwordHash, ...fields });
    await em.persistAndFlush(user);
    return { user, email: user.email, password: TEST_PASSWORD, cookie: cookieFor(user) };
  }

  async function reload(id: string): Promise<UserEntity | null> {
    return em.fork().findOne(UserEntity, { id }, { populate: ['passwordHash'] });
  }

  return { create, reload, cookieFor, em };
}
