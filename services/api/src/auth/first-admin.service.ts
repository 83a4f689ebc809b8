import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { PasswordHasher } from '../users/password-hasher';

/** Used when ADMIN_EMAIL is unset (the .localhost domain is reserved, and passes the login form's email check). */
export const DEFAULT_ADMIN_EMAIL = 'admin@harbourline.localhost';

/**
 * Creates the first super admin when the database has none (a fresh install: at most the seeded, inactive demo agent),
 * so it can be signed into. Once one exists there always is one: the last active super admin cannot be removed.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap() {
    const em = this.em.fork();
    if ((await em.count(UserEntity, { role: 'super_admin' })) > 0) return;
    const email = this.config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
    const password = this.config.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url');
    const user = new UserEntity({ username: this.config.ADMIN_USERNAME, email, role: 'super_admin', passwordHash: await this.hasher.hash(password) });
    try {
      await em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return; // another API process created it first
      throw error;
    }
    this.announce(email, this.config.ADMIN_PASSWORD ? undefined : password);
  }

  private announce(email: string, generatedPassword?: string) {
    if (!generatedPassword) {
      this.logger.log(`Created the first super admin ${email} from ADMIN_EMAIL and ADMIN_PASSWORD`);
      return;
    }
    process.stdout.write(
      `\nCreated the first super admin (shown once, not stored anywhere):\n  email:    ${email}\n  password: ${generatedPassword}\n` +
        'Sign in at /auth and change the password, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.\n\n',
    );
  }
}
