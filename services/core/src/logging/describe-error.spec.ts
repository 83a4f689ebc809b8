import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describeError, describeErrorWithStack } from './describe-error';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
const EMAIL = 'mei.ling@private-mail.sg';

/** A unique violation as MikroORM reports it: knex's message starts with the statement, values inlined. */
function uniqueViolation(extraValue = '') {
  const sql = `insert into "users" ("email", "password_hash", "full_name") values ('${EMAIL}', '${HASH}', 'Mei Ling${extraValue}')`;
  const driverError = Object.assign(new Error(`${sql} - duplicate key value violates unique constraint "users_email_unique"`), {
    code: '23505',
    table: 'users',
    constraint: 'users_email_unique',
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
  return new UniqueConstraintViolationException(driverError);
}

describe('describeError', () => {
  it('says which statement, table and constraint failed, never the values', () => {
    expect(describeError(uniqueViolation())).toBe(
      'UniqueConstraintViolationException in insert into "users" (code 23505, constraint users_email_unique, values withheld from logs)',
    );
  });

  it('keeps the message of a connection failure, which holds no SQL', () => {
    expect(describeError(new ConnectionException(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it("describes pg's own error of a raw query by its code and table, never its message, which may quote a value", () => {
    const rawError = Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), {
      severity: 'ERROR',
      code: '22P02',
      table: 'newsletter_subscribers',
    });
    expect(describeError(rawError)).toBe('PostgreSQL error on "newsletter_subscribers" (code 22P02, values withheld from logs)');
    expect(describeErrorWithStack(rawError)).not.toContain(EMAIL);
  });

  it('is the message of any other error', () => {
    expect(describeError(new TypeError('Cannot read properties of undefined'))).toBe('Cannot read properties of undefined');
    expect(describeError('plain text')).toBe('plain text');
  });
});

describe('describeErrorWithStack', () => {
  it('adds the stack frames of a driver error but not the SQL, even a value line that looks like a frame', () => {
    const logged = describeErrorWithStack(uniqueViolation('\n    at the moment I rent out my flat'));
    expect(logged).toMatch(/^UniqueConstraintViolationException in insert into "users" \(.*\)\n\s+at /);
    for (const secret of [HASH, EMAIL, 'Mei Ling', 'at the moment']) expect(logged).not.toContain(secret);
  });

  it('is the stack of any other error', () => {
    const error = new RangeError('Invalid time value');
    expect(describeErrorWithStack(error)).toBe(error.stack);
  });
});
