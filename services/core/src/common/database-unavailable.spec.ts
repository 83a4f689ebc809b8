import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['an empty pool', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['MikroORM wrapping a reset', new DriverException(withCode('read ECONNRESET', 'ECONNRESET'))],
    [
      'a query that lost its connection (knex puts the SQL first)',
      new DriverException(new Error('select "u0".* from "user_sessions" as "u0" - Connection terminated unexpectedly')),
    ],
    ['a cause further down', new Error('query failed', { cause: new ConnectionException(withCode('connect ETIMEDOUT', 'ETIMEDOUT')) })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key value', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a failed query whose values read like an outage',
      withCode(`insert into "contact_enquiries" ("message") values ('Connection terminated unexpectedly') - value too long`, '22001'),
    ],
    ['a failed query whose values end like an outage', withCode(`insert into "notes" ("text") values ('x - Connection terminated') - value too long`, '22001')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
