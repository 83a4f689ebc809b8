import type { ApiConfig } from '../config/api-config';
import { NewsletterTokens } from './newsletter-tokens';

const SUBSCRIBER = '3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d';
const tokens = (secrets: Partial<ApiConfig>) => new NewsletterTokens({ JWT_SECRET: 'j'.repeat(48), ...secrets } as ApiConfig);

describe('NewsletterTokens', () => {
  it('verifies its own token and gives back the subscriber id', () => {
    const signer = tokens({});
    expect(signer.verify(signer.sign(SUBSCRIBER))).toBe(SUBSCRIBER);
  });

  it('refuses an altered signature, another id, extra parts and garbage', () => {
    const signer = tokens({});
    const token = signer.sign(SUBSCRIBER);
    const [, signature] = token.split('.');
    expect(signer.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(signer.verify(`00000000-0000-4000-8000-000000000000.${signature}`)).toBeNull();
    expect(signer.verify(`${token}.extra`)).toBeNull();
    expect(signer.verify('')).toBeNull();
    expect(signer.verify('not.a-token')).toBeNull();
  });

  it('uses NEWSLETTER_TOKEN_SECRET when set, so tokens of another secret fail', () => {
    const withOwnSecret = tokens({ NEWSLETTER_TOKEN_SECRET: 'n'.repeat(48) });
    expect(withOwnSecret.verify(tokens({}).sign(SUBSCRIBER))).toBeNull();
    expect(withOwnSecret.verify(withOwnSecret.sign(SUBSCRIBER))).toBe(SUBSCRIBER);
  });
});
