import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccountRole } from '@app/contracts';
import { UserEntity, UserSessionEntity } from '@app/core';
import { PasswordHasher } from '../users/password-hasher';
import { type TestApp, useTestApp } from './test-app';

export const TEST_PASSWORD = 'Harbour-test-pass-42';

/** The session cookie a response set (sign-in, or a change that renews the session), as a Cookie header. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const setCookie = ([] as unknown[]).concat(response.headers['set-cookie'] ?? []).map(String);
  const session = setCookie.find((cookie) => cookie.startsWith('hl_session='));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0] as string;
}

export type TestAccount = { user: UserEntity; email: string; password: string; cookie: string };

/**
 * Makes accounts straight in the database with one pre-computed hash (argon2 is slow on purpose),
 * and sessions (a row and a cookie signed like the API's), so tests not about sign-in skip it.
 */
export async function accountFactory(app: INestApplication) {
  const em = app.get(EntityManager).fork();
  const jwt = app.get(JwtService);
  const passwordHash = await app.get(PasswordHasher).hash(TEST_PASSWORD);

  /** A session of `user` as sign-in would start it: its row, and its cookie. */
  async function cookieFor(user: UserEntity): Promise<string> {
    const session = new UserSessionEntity({
      user: em.getReference(UserEntity, user.id, { wrapped: true }),
      version: user.sessionVersion,
      userAgent: 'jest',
      clientAddress: '127.0.0.1',
    });
    await em.insert(session);
    return `hl_session=${jwt.sign({ sub: user.id, sid: session.id, ver: user.sessionVersion })}`;
  }

  type AccountFields = Partial<Pick<UserEntity, 'isActive' | 'fullName' | 'ceaRegistrationNumber' | 'phone'>>;

  /** A tenant's or owner's account has no password, as the portal makes it. */
  async function create(role: AccountRole, fields: AccountFields = {}): Promise<TestAccount> {
    const name = `${role.replace('_', '')}-${randomBytes(4).toString('hex')}`;
    const user = new UserEntity({
      username: name,
      email: `${name}@harbourline.test`,
      role,
      passwordHash: role === 'tenant' || role === 'owner' ? null : passwordHash,
      ...fields,
    });
    await em.persistAndFlush(user);
    return { user, email: user.email, password: TEST_PASSWORD, cookie: await cookieFor(user) };
  }

  async function reload(id: string): Promise<UserEntity | null> {
    return em.fork().findOne(UserEntity, { id }, { populate: ['passwordHash'] });
  }

  return { create, reload, cookieFor, em };
}

/**
 * For a describe block: the API (createTestApp with `overrides`) and its account factory, started before the block's
 * tests and closed after them. Read `app.context` and `app.accounts` inside tests.
 */
export function useAppWithAccounts(overrides: Record<string, string> = {}) {
  const app = { context: useTestApp(overrides) } as { context: TestApp; accounts: Awaited<ReturnType<typeof accountFactory>> };
  beforeAll(async () => {
    app.accounts = await accountFactory(app.context.app);
  });
  return app;
}

/**
 * useAppWithAccounts for a block that stores files: its own media folder (MEDIA_DIR, removed after the block) and its
 * own Redis prefix, both named after `name`; `app.mediaDir` is the folder.
 */
export function useAppWithMedia(name: string, overrides: Record<string, string> = {}) {
  const mediaDir = mkdtempSync(path.join(tmpdir(), `hl-${name}-api-`));
  const app = useAppWithAccounts({ MEDIA_DIR: mediaDir, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-${name}`, ...overrides });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
  return Object.assign(app, { mediaDir });
}
