import { z } from 'zod';
import { consentedChannels, marketingConsentFields, marketingConsentFormFields, MarketingOptOutRequestSchema, normalizePhoneNumber } from './marketing-consent';

describe('marketing consent', () => {
  it('takes unticked boxes as no consent, in JSON and in form posts', () => {
    expect(z.object(marketingConsentFields).parse({})).toEqual({ marketingEmail: false, marketingPhone: false });
    expect(z.object(marketingConsentFormFields).parse({ marketingPhone: 'on' })).toEqual({ marketingEmail: false, marketingPhone: true });
    expect(z.object(marketingConsentFormFields).safeParse({ marketingEmail: 'yes' }).success).toBe(false);
    expect(z.object(marketingConsentFields).safeParse({ marketingEmail: 'on' }).success).toBe(false);
  });

  it('lists the channels ticked', () => {
    expect(consentedChannels({ marketingEmail: true, marketingPhone: true })).toEqual(['email', 'phone']);
    expect(consentedChannels({ marketingEmail: false, marketingPhone: true })).toEqual(['phone']);
    expect(consentedChannels({ marketingEmail: false, marketingPhone: false })).toEqual([]);
  });

  it('matches a Singapore number however it is written', () => {
    expect(normalizePhoneNumber('+65 9123 4567')).toBe('+6591234567');
    expect(normalizePhoneNumber('9123-4567')).toBe('+6591234567');
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('n/a')).toBe('');
  });

  it('takes an opt-out for an e-mail address or a phone number', () => {
    expect(MarketingOptOutRequestSchema.parse({ channel: 'email', address: ' Ann@Example.com ' })).toEqual({ channel: 'email', address: 'ann@example.com' });
    expect(MarketingOptOutRequestSchema.parse({ channel: 'phone', address: '9123 4567' })).toEqual({ channel: 'phone', address: '+6591234567' });
    expect(MarketingOptOutRequestSchema.safeParse({ channel: 'phone', address: '12' }).error?.issues[0]?.message).toBe(
      'Enter a phone number with at least 6 digits',
    );
    expect(MarketingOptOutRequestSchema.safeParse({ channel: 'fax', address: '1' }).success).toBe(false);
  });
});
