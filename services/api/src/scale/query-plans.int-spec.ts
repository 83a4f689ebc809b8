import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import {
  AdminBlogQuerySchema,
  ArrearsQuerySchema,
  AuditLogQuerySchema,
  BankLinesQuerySchema,
  BlogListQuerySchema,
  CampaignListQuerySchema,
  ContentDraftListQuerySchema,
  EnquiryExportQuerySchema,
  EnquiryListQuerySchema,
  MaintenanceListQuerySchema,
  MediaListQuerySchema,
  PropertyListingQuerySchema,
  PendingPaymentsQuerySchema,
  PropertySearchQuerySchema,
  RentAccountsQuerySchema,
  singaporeDay,
  SubscriberListQuerySchema,
  TenancyListQuerySchema,
  TOTAL_COUNT_CAP,
  UserListQuerySchema,
} from '@app/contracts';
import { createOrmOptions } from '@app/core';
import { scaleFixtureSteps, type ScaleFixtureSizes } from '../../../core/src/testing/scale-fixture/scale-fixture';
import { createMigratedDatabase, dropDatabase } from '../../../../tools/jest/test-database.cjs';
import { AdminBlogRepository } from '../admin-blog/admin-blog.repository';
import { AuditLogRepository } from '../audit/viewer/audit-log.repository';
import { BlogPostsRepository } from '../blog/blog-posts.repository';
import { ContentDraftsRepository } from '../content-drafts/content-drafts.repository';
import { CampaignsRepository } from '../inbox/campaigns/campaigns.repository';
import { EnquiriesRepository } from '../inbox/enquiries.repository';
import { SubscribersRepository } from '../inbox/subscribers/subscribers.repository';
import type { ApiConfig } from '../config/api-config';
import { MaintenanceRepository } from '../maintenance/maintenance.repository';
import { MediaRepository } from '../media/media.repository';
import { PropertiesRepository } from '../properties/properties.repository';
import { ArrearsService } from '../rent/bank/arrears.service';
import { BankRepository } from '../rent/bank/bank.repository';
import { RentRepository } from '../rent/rent.repository';
import { StatsRepository } from '../stats/stats.repository';
import { TenanciesRepository } from '../tenancies/tenancies.repository';
import { UsersRepository } from '../users/users.repository';

/** The scale fixture's SQL at the guard's size: at least 100,000 rows in each table that grows without end. */
const GUARD_SIZES: ScaleFixtureSizes = {
  staff: 300,
  posts: 5_000,
  listings: 5_000,
  availableListings: 1_000,
  enquiries: 100_000,
  subscribers: 100_000,
  tenancies: 20_000,
  maintenanceRequests: 100_000,
  rentMonths: 3,
  media: 20_000,
  outboxMails: 100_000,
};

/** Tables the fixture fills with thousands of rows or more: a sequential scan of one grows with the company's age. */
const BIG_TABLES = new Set([
  'blog_posts',
  'blog_post_views',
  'content_drafts',
  'content_revisions',
  'properties',
  'contact_enquiries',
  'contact_enquiry_events',
  'newsletter_subscribers',
  'tenancies',
  'maintenance_requests',
  'media_items',
  'outbound_mails',
  'rent_charges',
  'rent_payments',
  'rent_allocations',
]);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

/** Each list and count read of the admin panel and the public site, run through its real repository. */
const READS: Record<string, (em: EntityManager) => Promise<unknown>> = {
  'admin blog list': (em) => new AdminBlogRepository(em).page(AdminBlogQuerySchema.parse({})),
  'admin listings list': (em) => new PropertiesRepository(em).page(PropertyListingQuerySchema.parse({})),
  'content drafts list': (em) => new ContentDraftsRepository(em).page(ContentDraftListQuerySchema.parse({})),
  'content drafts list, one status': (em) => new ContentDraftsRepository(em).page(ContentDraftListQuerySchema.parse({ status: 'review' })),
  'campaign newsletter drafts': (em) =>
    new ContentDraftsRepository(em).page(ContentDraftListQuerySchema.parse({ contentType: 'newsletter', status: 'approved', pageSize: 100 })),
  'media library list': (em) => new MediaRepository(em).page(MediaListQuerySchema.parse({})),
  'media library list, a later page': (em) => new MediaRepository(em).page(MediaListQuerySchema.parse({ page: 40 })),
  'media picker, ready images': (em) => new MediaRepository(em).page(MediaListQuerySchema.parse({ status: 'ready' })),
  'media library search': (em) => new MediaRepository(em).page(MediaListQuerySchema.parse({ q: 'tampines' })),
  'public blog list': (em) => new BlogPostsRepository(em).listPublished({ limit: 12 }),
  'public blog topic': (em) => new BlogPostsRepository(em).listPublishedOnTopic('landlords', { limit: 12 }),
  'public blog page': (em) => new BlogPostsRepository(em).pagePublished(BlogListQuerySchema.parse({ page: 3 })),
  'public blog page of a topic': (em) => new BlogPostsRepository(em).pagePublished(BlogListQuerySchema.parse({ topic: 'landlords' })),
  'public blog search': (em) => new BlogPostsRepository(em).pagePublished(BlogListQuerySchema.parse({ q: 'rental yields' })),
  'public blog search in a topic': (em) => new BlogPostsRepository(em).pagePublished(BlogListQuerySchema.parse({ q: '"tenancy agreements"', topic: 'hdb' })),
  'public blog topics': (em) => new BlogPostsRepository(em).publishedTopics(),
  'public properties search': (em) => new PropertiesRepository(em).search(PropertySearchQuerySchema.parse({})),
  'inbox list': (em) => new EnquiriesRepository(em).page(EnquiryListQuerySchema.parse({}), undefined),
  'inbox list, new only': (em) => new EnquiriesRepository(em).page(EnquiryListQuerySchema.parse({ status: 'new' }), undefined),
  'enquiries export, two batches': async (em) => {
    const batches = new EnquiriesRepository(em).exportBatches(EnquiryExportQuerySchema.parse({}), undefined, new Date(), 1_000);
    return [await batches.next(), await batches.next()];
  },
  'inbox count of new': (em) => new EnquiriesRepository(em).countNew(),
  'inbox awaiting reply': (em) => new EnquiriesRepository(em).awaitingReplySince(),
  'subscribers list': (em) => new SubscribersRepository(em).page(SubscriberListQuerySchema.parse({})),
  'confirmed subscribers export, two batches': async (em) => {
    const batches = new SubscribersRepository(em).confirmedBatches(new Date(), 1_000);
    return [await batches.next(), await batches.next()];
  },
  'maintenance list': (em) => new MaintenanceRepository(em).page(MaintenanceListQuerySchema.parse({})),
  'maintenance count of new': (em) => new MaintenanceRepository(em).countNew(),
  'maintenance count overdue': (em) => new MaintenanceRepository(em).countOverdue(new Date()),
  'maintenance count of follow-ups': (em) => new MaintenanceRepository(em).countFollowUps(),
  'tenancies list': (em) => new TenanciesRepository(em).page(TenancyListQuerySchema.parse({}), new Date()),
  'campaigns list': (em) => new CampaignsRepository(em).page(CampaignListQuerySchema.parse({})),
  'users list': (em) => new UsersRepository(em).page(UserListQuerySchema.parse({})),
  'audit log list': (em) => new AuditLogRepository(em).page({}, 1, AuditLogQuerySchema.parse({}).pageSize),
  'rent accounts list': (em) => new RentRepository(em).accountsPage(RentAccountsQuerySchema.parse({}), singaporeDay(new Date())),
  'rent accounts overdue': (em) => new RentRepository(em).accountsPage(RentAccountsQuerySchema.parse({ overdue: 'true' }), singaporeDay(new Date())),
  'rent balances of a page': async (em) => {
    const rent = new RentRepository(em);
    const [tenancies] = await rent.accountsPage(RentAccountsQuerySchema.parse({}), singaporeDay(new Date()));
    return rent.balances(tenancies, singaporeDay(new Date()));
  },
  'rent overdue total': (em) => new RentRepository(em).overdue(singaporeDay(new Date())),
  'rent payments waiting for staff': (em) => new RentRepository(em).pendingPage(PendingPaymentsQuerySchema.parse({})),
  'bank lines queue': (em) => new BankRepository(em).linesPage(BankLinesQuerySchema.parse({})),
  'arrears report': (em) => new ArrearsService(em, { PUBLIC_URL: 'http://localhost' } as ApiConfig).report(ArrearsQuerySchema.parse({})),
  'dashboard counters': async (em) => {
    const stats = new StatsRepository(em);
    return Promise.all([stats.countPublishedPosts(), stats.countDrafts(), stats.countMediaFiles(), stats.mostViewedPosts(3)]);
  },
};

/**
 * The query-plan guard (issue 32): every list and count query, as its repository writes it, is explained against the
 * scale fixture at 100,000 rows; a sequential scan of a big table fails it, naming the query and the table.
 */
describe('query plans at scale', () => {
  let database: { name: string; url: string };
  let orm: MikroORM;
  let client: Client;
  const captured: string[] = [];

  beforeAll(async () => {
    database = await createMigratedDatabase('harbourline_plans');
    client = new Client({ connectionString: database.url });
    await client.connect();
    for (const step of scaleFixtureSteps(GUARD_SIZES)) await client.query(step.sql);
    await client.query('VACUUM ANALYZE');
    orm = await MikroORM.init(createOrmOptions(database.url, { debug: false }));
    const knex = orm.em.getConnection().getKnex();
    knex.on('query', (query: { sql: string; bindings?: unknown[] }) => {
      if (/^\s*select/i.test(query.sql)) captured.push(knex.raw(query.sql, (query.bindings ?? []) as never[]).toQuery());
    });
  }, 600_000);

  afterAll(async () => {
    await orm?.close(true);
    await client?.end();
    if (database) await dropDatabase(database.name);
  });

  it.each(Object.keys(READS))('%s reads no big table sequentially', async (name) => {
    captured.length = 0;
    await READS[name]?.(orm.em.fork());
    expect(captured.length).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const sql of captured) {
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sql}`);
      const [{ Plan }] = rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
      scans.push(...sequentialScans(Plan).map((table) => `${table} in: ${sql}`));
    }
    expect(scans).toEqual([]);
  });

  it('counts the totals of the inbox, subscriber and repair lists only up to the cap, and says so', async () => {
    const capped = { total: TOTAL_COUNT_CAP, totalIsCapped: true };
    const [, enquiries] = await new EnquiriesRepository(orm.em.fork()).page(EnquiryListQuerySchema.parse({}), undefined);
    const [, subscribers] = await new SubscribersRepository(orm.em.fork()).page(SubscriberListQuerySchema.parse({}));
    const [, requests] = await new MaintenanceRepository(orm.em.fork()).page(MaintenanceListQuerySchema.parse({ status: 'closed' }));
    expect({ enquiries, subscribers, requests }).toEqual({ enquiries: capped, subscribers: capped, requests: capped });
    const [, newOnes] = await new EnquiriesRepository(orm.em.fork()).page(EnquiryListQuerySchema.parse({ status: 'new' }), undefined);
    expect(newOnes).toEqual({ total: 150, totalIsCapped: false });
  });
});
