import { MikroORM } from '@mikro-orm/postgresql';
import { MaintenanceListQuerySchema, RentAccountsQuerySchema, TenancyListQuerySchema } from '@app/contracts';
import { createOrmOptions, MaintenanceRequestEntity, PropertyEntity, TenancyEntity } from '@app/core';
import { createMigratedDatabase, dropDatabase } from '../../../../tools/jest/test-database.cjs';
import { MaintenanceRepository } from '../maintenance/maintenance.repository';
import { RentRepository } from '../rent/rent.repository';
import { TenanciesRepository } from './tenancies.repository';

/**
 * What the tenancies, rent accounts and repairs searches find, now that they read trigram indexes and the listings
 * (and, for repairs, the tenancies) apart: the same fields as before, case-insensitive, `%` and `_` taken literally.
 */
describe('tenancy and repair searches', () => {
  let database: { name: string; url: string };
  let orm: MikroORM;
  const today = '2026-06-01';

  beforeAll(async () => {
    database = await createMigratedDatabase('harbourline_search');
    orm = await MikroORM.init(createOrmOptions(database.url, { debug: false }));
    const em = orm.em.fork();
    const listing = new PropertyEntity({
      slug: 'sunny-condo-at-novena',
      title: 'Sunny Condo at Novena',
      district: 'Novena',
      addressLine: '1 Thomson Road',
      type: 'condominium',
      bedrooms: 2,
      bathrooms: 2,
      sizeSqft: 900,
      monthlyRent: 4200,
      askingPrice: null,
      description: 'Near the MRT.',
      features: [],
      badge: null,
      status: 'let',
      photoIds: [],
      agent: null,
    });
    const tenancy = (tenantName: string, address: string | null, onListing = false) =>
      new TenancyEntity({
        listing: onListing ? listing : null,
        address,
        tenantName,
        tenantEmail: `${tenantName.split(' ')[0]}@mail.example.sg`,
        tenantPhone: '9123 4567',
        leaseStart: '2026-01-01',
        leaseEnd: '2027-12-31',
        monthlyRentCents: 300000,
      });
    const atListing = tenancy('Aisyah Rahman', null, true);
    const atAddress = tenancy('Benjamin Goh', 'Blk 12 Bedok North Avenue 3, #05-100_A');
    const request = (on: TenancyEntity, description: string) =>
      new MaintenanceRequestEntity({ tenancy: on, category: 'plumbing', urgency: 'routine', description, responseDueAt: new Date(), createdAt: new Date() });
    em.persist([
      listing,
      atListing,
      atAddress,
      request(atListing, 'Kitchen tap drips'),
      request(atAddress, 'Air-con leaks water'),
      request(atAddress, 'Door lock jammed'),
    ]);
    await em.flush();
  }, 120_000);

  afterAll(async () => {
    await orm?.close(true);
    if (database) await dropDatabase(database.name);
  });

  const tenantsFound = async (q: string) => {
    const [page, total] = await new TenanciesRepository(orm.em.fork()).page(TenancyListQuerySchema.parse({ q }), new Date(`${today}T04:00:00Z`));
    const [accounts, accountsTotal] = await new RentRepository(orm.em.fork()).accountsPage(RentAccountsQuerySchema.parse({ q }), today);
    expect([accounts.map((one) => one.tenantName).sort(), accountsTotal]).toEqual([page.map((one) => one.tenantName).sort(), total]);
    return page.map((one) => one.tenantName).sort();
  };

  const descriptionsFound = async (q: string) => {
    const { items, total } = await new MaintenanceRepository(orm.em.fork()).page(MaintenanceListQuerySchema.parse({ q }));
    expect(total).toBe(items.length);
    return items.map((one) => one.description).sort();
  };

  it('finds tenancies by tenant name, e-mail, phone, address or listing title, ignoring case', async () => {
    expect(await tenantsFound('aisyah')).toEqual(['Aisyah Rahman']);
    expect(await tenantsFound('BENJAMIN@mail')).toEqual(['Benjamin Goh']);
    expect(await tenantsFound('9123')).toEqual(['Aisyah Rahman', 'Benjamin Goh']);
    expect(await tenantsFound('bedok north')).toEqual(['Benjamin Goh']);
    expect(await tenantsFound('condo at nov')).toEqual(['Aisyah Rahman']);
    expect(await tenantsFound('#05-100_a')).toEqual(['Benjamin Goh']);
    expect(await tenantsFound('05%100')).toEqual([]);
    expect(await tenantsFound('tampines')).toEqual([]);
  });

  it('finds repairs by reference, description, tenant name, address or listing title, but not by the tenant e-mail or phone', async () => {
    const { reference } = await orm.em.fork().findOneOrFail(MaintenanceRequestEntity, { description: 'Door lock jammed' });
    expect(await descriptionsFound(reference.toLowerCase())).toEqual(['Door lock jammed']);
    expect(await descriptionsFound('LEAKS')).toEqual(['Air-con leaks water']);
    expect(await descriptionsFound('benjamin goh')).toEqual(['Air-con leaks water', 'Door lock jammed']);
    expect(await descriptionsFound('bedok')).toEqual(['Air-con leaks water', 'Door lock jammed']);
    expect(await descriptionsFound('sunny condo')).toEqual(['Kitchen tap drips']);
    expect(await descriptionsFound('benjamin@mail')).toEqual([]);
    expect(await descriptionsFound('9123')).toEqual([]);
  });
});
