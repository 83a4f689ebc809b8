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
