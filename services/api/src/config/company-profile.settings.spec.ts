import { z } from 'zod';
import { DEFAULT_COMPANY_PROFILE } from '@app/contracts';
import { COMPANY_PROFILE_SETTINGS, companyProfileFrom } from './company-profile.settings';

const Settings = z.object(COMPANY_PROFILE_SETTINGS);

describe('company profile settings', () => {
  it('default to DEFAULT_COMPANY_PROFILE', () => {
    expect(companyProfileFrom(Settings.parse({}))).toEqual(DEFAULT_COMPANY_PROFILE);
  });

  it('take the agency licence number upper-cased', () => {
    expect(companyProfileFrom(Settings.parse({ COMPANY_LICENCE_NUMBER: 'l1234567a' })).licenceNumber).toBe('L1234567A');
  });

  it.each([
    [{ COMPANY_WHATSAPP_NUMBER: '+65 9123 4567' }, 'COMPANY_WHATSAPP_NUMBER'],
    [{ COMPANY_EMAIL: 'nobody' }, 'COMPANY_EMAIL'],
    [{ COMPANY_LICENCE_NUMBER: 'R123456A' }, 'COMPANY_LICENCE_NUMBER'],
    [{ COMPANY_MAP_EMBED_URL: 'https://maps.example.com/embed' }, 'COMPANY_MAP_EMBED_URL'],
    [{ COMPANY_FEATURED_VIDEOS: 'not json' }, 'COMPANY_FEATURED_VIDEOS'],
    [{ COMPANY_FEATURED_VIDEOS: '[{"title":"One","youtubeId":"short"}]' }, 'COMPANY_FEATURED_VIDEOS'],
  ])('refuse %j, naming %s', (settings, name) => {
    const result = Settings.safeParse(settings);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(name);
  });
});
