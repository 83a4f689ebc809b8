import request from 'supertest';
import { CompanyProfileSchema, DEFAULT_COMPANY_PROFILE } from '@app/contracts';
import { createTestApp } from '../testing/test-app';

describe('GET /api/company-profile', () => {
  it('answers the defaults to anyone when nothing is configured', async () => {
    const context = await createTestApp();
    try {
      const response = await request(context.server).get('/api/company-profile').expect(200);
      expect(CompanyProfileSchema.parse(response.body)).toEqual(DEFAULT_COMPANY_PROFILE);
    } finally {
      await context.app.close();
    }
  });

  it('answers the configured contact details', async () => {
    const videos = [
      { title: 'Our team', youtubeId: 'abcdefghijk' },
      { title: 'A co-living home', youtubeId: 'ABCDEFGHIJK' },
    ];
    const context = await createTestApp({
      COMPANY_PHONE: '+65 6000 1111',
      COMPANY_WHATSAPP_NUMBER: '6590001111',
      COMPANY_EMAIL: 'enquiries@example.sg',
      COMPANY_LICENCE_NUMBER: 'L1234567A',
      COMPANY_FEATURED_VIDEOS: JSON.stringify(videos),
    });
    try {
      const response = await request(context.server).get('/api/company-profile').expect(200);
      expect(response.body).toMatchObject({
        phone: '+65 6000 1111',
        whatsappNumber: '6590001111',
        email: 'enquiries@example.sg',
        licenceNumber: 'L1234567A',
        featuredVideos: videos,
        address: DEFAULT_COMPANY_PROFILE.address,
      });
    } finally {
      await context.app.close();
    }
  });
});
