import request from 'supertest';
import { PropertyListSchema } from '@app/contracts';
import { createTestApp } from '../testing/test-app';

describe('GET /api/properties/featured', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.app.close());

  it('answers the four seeded featured properties in order, to anyone', async () => {
    const response = await request(context.server).get('/api/properties/featured').expect(200);
    const properties = PropertyListSchema.parse(response.body);
    expect(properties.map((property) => [property.badge, property.image])).toEqual([
      ['HDB', '/images/properties/property-1.svg'],
      ['Condominium', '/images/properties/property-2.svg'],
      ['Co-Living', '/images/properties/property-3.svg'],
      ['Luxury', '/images/properties/property-4.svg'],
    ]);
  });
});
