import { ConfigError } from '@app/core';
import { loadApiConfig } from './api-config';

const SECRET = 'x'.repeat(48);
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/harbourline', JWT_SECRET: SECRET, TOTP_ENCRYPTION_KEY: SECRET };

describe('API settings: the agency licence number', () => {
  it('is required in production, and the refusal names it', () => {
    expect(() => loadApiConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadApiConfig(PRODUCTION)).toThrow(/COMPANY_LICENCE_NUMBER: is required in production/);
  });

  it('refuses a malformed one, naming it', () => {
    expect(() => loadApiConfig({ ...PRODUCTION, COMPANY_LICENCE_NUMBER: 'L123K' })).toThrow(
      /COMPANY_LICENCE_NUMBER: Agency licence number must be L followed by 7 digits and a letter/,
    );
  });

  it('takes a well-formed one in production, and stays optional elsewhere', () => {
    expect(loadApiConfig({ ...PRODUCTION, COMPANY_LICENCE_NUMBER: 'l7654321z' }).COMPANY_LICENCE_NUMBER).toBe('L7654321Z');
    expect(loadApiConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL, NODE_ENV: 'test' }).COMPANY_LICENCE_NUMBER).toBeUndefined();
  });
});

describe('API settings: the public address', () => {
  const licensed = { ...PRODUCTION, COMPANY_LICENCE_NUMBER: 'L7654321Z' };

  it('must be https in production, since mails link to it, and the refusal names it', () => {
    expect(() => loadApiConfig({ ...licensed, PUBLIC_URL: 'http://www.harbourline.sg' })).toThrow(/PUBLIC_URL: must be an https:\/\/ address in production/);
    expect(loadApiConfig({ ...licensed, PUBLIC_URL: 'https://www.harbourline.sg' }).PUBLIC_URL).toBe('https://www.harbourline.sg');
  });

  it('may be http on a loopback address (npm start on one machine), and anywhere outside production', () => {
    expect(loadApiConfig(licensed).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadApiConfig({ ...licensed, PUBLIC_URL: 'http://127.0.0.1:4000' }).PUBLIC_URL).toBe('http://127.0.0.1:4000');
    expect(loadApiConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL, NODE_ENV: 'test', PUBLIC_URL: 'http://staging.internal' }).PUBLIC_URL).toBe(
      'http://staging.internal',
    );
  });
});
