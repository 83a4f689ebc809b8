import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import {
  AdminBlogQuerySchema,
  ArrearsQuerySchema,
  AuditLogQuerySchema,
  BankLinesQuerySchema,
  BlogListQuerySchema,
  CampaignListQuerySchema,
  type Cursor,
  ContentDraftListQuerySchema,
  EnquiryExportQuerySchema,
  EnquiryListQuerySchema,
  MaintenanceListQuerySchema,
  MediaListQuerySchema,
  OwnerListQuerySchema,
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
import { OwnersRepository } from '../owners/owners.repository';
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
  // More owners than units (most own none here): enough rows that a sequential scan of the table would show.
  owners: 8_000,
  campaigns: 500,
  media: 20_000,
  outboxMails: 100_000,
};

/** Rows of the audit log the guard adds (the scale fixture has none): it grows with every sign-in. */
const AUDIT_ROWS = 100_000;

/** The keyset lists, by the table and newest-first column each pages over. */
const KEYSET_TABLES = {
  enquiries: 'contact_enquiries.created_at',
  subscribers: 'newsletter_subscribers.consented_at',
  maintenance: 'maintenance_requests.created_at',
  audit: 'audit_log.created_at',
} as const;

/** A cursor of each keyset list half way down its table (50,000 rows deep), read in beforeAll. */
const deep = {} as Record<keyof typeof KEYSET_TABLES, Cursor>;

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
  'owners',
  'owner_units',
  'bank_lines',
  'audit_log',
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
  'admin blog search': (em) => new AdminBlogRepository(em).page(AdminBlogQuerySchema.parse({ q: 'tanjong' })),
  'admin listings search': (em) => new PropertiesRepository(em).page(PropertyListingQuerySchema.parse({ q: 'tanjong' })),
  'content drafts list': (em) => new ContentDraftsRepository(em).page(ContentDraftListQuerySchema.parse({})),
  'content drafts search': (em) => new ContentDraftsRepository(em).page(ContentDraftListQuerySchema.parse({ q: 'tanjong' })),
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
  'inbox list, 50,000 rows deep': (em) => new EnquiriesRepository(em).page({ ...EnquiryListQuerySchema.parse({}), after: deep.enquiries }, undefined),
  'inbox list, the page before one 50,000 rows deep': (em) =>
    new EnquiriesRepository(em).page({ ...EnquiryListQuerySchema.parse({}), before: deep.enquiries }, undefined),
  'inbox list, new only, after a cursor': (em) =>
    new EnquiriesRepository(em).page({ ...EnquiryListQuerySchema.parse({ status: 'new' }), after: deep.enquiries }, undefined),
  'enquiries export, two batches': async (em) => {
    const batches = new EnquiriesRepository(em).exportBatches(EnquiryExportQuerySchema.parse({}), undefined, new Date(), 1_000);
    return [await batches.next(), await batches.next()];
  },
  'inbox search': (em) => new EnquiriesRepository(em).page(EnquiryListQuerySchema.parse({ q: 'enquirer4321' }), undefined),
  'enquiries export of a search, two batches': async (em) => {
    const batches = new EnquiriesRepository(em).exportBatches(EnquiryExportQuerySchema.parse({ q: 'enquirer43' }), undefined, new Date(), 500);
    return [await batches.next(), await batches.next()];
  },
  'inbox count of new': (em) => new EnquiriesRepository(em).countNew(),
  'inbox awaiting reply': (em) => new EnquiriesRepository(em).awaitingReplySince(),
  'subscribers list': (em) => new SubscribersRepository(em).page(SubscriberListQuerySchema.parse({})),
  'subscribers list, 50,000 rows deep': (em) => new SubscribersRepository(em).page({ ...SubscriberListQuerySchema.parse({}), after: deep.subscribers }),
  'subscribers list, the page before one 50,000 rows deep': (em) =>
    new SubscribersRepository(em).page({ ...SubscriberListQuerySchema.parse({}), before: deep.subscribers }),
  'subscribers search': (em) => new SubscribersRepository(em).page(SubscriberListQuerySchema.parse({ q: 'reader4321' })),
  'confirmed subscribers export, two batches': async (em) => {
    const batches = new SubscribersRepository(em).confirmedBatches(new Date(), 1_000);
    return [await batches.next(), await batches.next()];
  },
  'maintenance list': (em) => new MaintenanceRepository(em).page(MaintenanceListQuerySchema.parse({})),
  'maintenance list, 50,000 rows deep': (em) => new MaintenanceRepository(em).page({ ...MaintenanceListQuerySchema.parse({}), after: deep.maintenance }),
  'maintenance list, closed, after a cursor': (em) =>
    new MaintenanceRepository(em).page({ ...MaintenanceListQuerySchema.parse({ status: 'closed' }), after: deep.maintenance }),
  'maintenance search': (em) => new MaintenanceRepository(em).page(MaintenanceListQuerySchema.parse({ q: 'tanjong' })),
  'maintenance count of new': (em) => new MaintenanceRepository(em).countNew(),
  'maintenance count overdue': (em) => new MaintenanceRepository(em).countOverdue(new Date()),
  'maintenance count of follow-ups': (em) => new MaintenanceRepository(em).countFollowUps(),
  'tenancies list': (em) => new TenanciesRepository(em).page(TenancyListQuerySchema.parse({}), new Date()),
  'tenancies search': (em) => new TenanciesRepository(em).page(TenancyListQuerySchema.parse({ q: 'tanjong' }), new Date()),
  'campaigns list': (em) => new CampaignsRepository(em).page(CampaignListQuerySchema.parse({})),
  'users list': (em) => new UsersRepository(em).page(UserListQuerySchema.parse({})),
  'audit log list': (em) => new AuditLogRepository(em).page({}, AuditLogQuerySchema.parse({})),
  'audit log list, 50,000 rows deep': (em) => new AuditLogRepository(em).page({}, { ...AuditLogQuerySchema.parse({}), after: deep.audit }),
  'audit log list, the page before one 50,000 rows deep': (em) => new AuditLogRepository(em).page({}, { ...AuditLogQuerySchema.parse({}), before: deep.audit }),
  'rent accounts list': (em) => new RentRepository(em).accountsPage(RentAccountsQuerySchema.parse({}), singaporeDay(new Date())),
  'rent accounts search': (em) => new RentRepository(em).accountsPage(RentAccountsQuerySchema.parse({ q: 'tanjong' }), singaporeDay(new Date())),
  'rent accounts overdue': (em) => new RentRepository(em).accountsPage(RentAccountsQuerySchema.parse({ overdue: 'true' }), singaporeDay(new Date())),
  'rent balances of a page': async (em) => {
    const rent = new RentRepository(em);
    const [tenancies] = await rent.accountsPage(RentAccountsQuerySchema.parse({}), singaporeDay(new Date()));
    return rent.balances(tenancies, singaporeDay(new Date()));
  },
  'rent overdue total': (em) => new RentRepository(em).overdue(singaporeDay(new Date())),
  'rent payments waiting for staff': (em) => new RentRepository(em).pendingPage(PendingPaymentsQuerySchema.parse({})),
  'bank lines queue': (em) => new BankRepository(em).linesPage(BankLinesQuerySchema.parse({})),
  'bank lines matched': (em) => new BankRepository(em).linesPage(BankLinesQuerySchema.parse({ status: 'matched' })),
  'owners list': (em) => new OwnersRepository(em).page(OwnerListQuerySchema.parse({})),
  'owners search': (em) => new OwnersRepository(em).page(OwnerListQuerySchema.parse({ q: 'blk 120' })),
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
    await client.query(
      `insert into audit_log (action, created_at) select 'auth.login_failed', now() - g * interval '1 minute' from generate_series(1, ${AUDIT_ROWS}) g`,
    );
    await client.query('VACUUM ANALYZE');
    for (const [list, sortedBy] of Object.entries(KEYSET_TABLES)) {
      const [table, column] = sortedBy.split('.');
      const { rows } = await client.query(
        `select id::text, to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key from ${table} order by ${column} desc, id desc offset 50000 limit 1`,
      );
      deep[list as keyof typeof KEYSET_TABLES] = rows[0];
    }
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

  it('counts the totals of the inbox, subscriber, repair and audit lists only up to the cap, and says so', async () => {
    const capped = { total: TOTAL_COUNT_CAP, totalIsCapped: true };
    const totalOf = ({ total, totalIsCapped }: { total: number; totalIsCapped: boolean }) => ({ total, totalIsCapped });
    const enquiries = totalOf(await new EnquiriesRepository(orm.em.fork()).page(EnquiryListQuerySchema.parse({}), undefined));
    const subscribers = totalOf(await new SubscribersRepository(orm.em.fork()).page(SubscriberListQuerySchema.parse({})));
    const requests = totalOf(await new MaintenanceRepository(orm.em.fork()).page(MaintenanceListQuerySchema.parse({ status: 'closed' })));
    const audit = totalOf(await new AuditLogRepository(orm.em.fork()).page({}, AuditLogQuerySchema.parse({})));
    expect({ enquiries, subscribers, requests, audit }).toEqual({ enquiries: capped, subscribers: capped, requests: capped, audit: capped });
    const newOnes = await new EnquiriesRepository(orm.em.fork()).page(EnquiryListQuerySchema.parse({ status: 'new' }), undefined);
    expect(totalOf(newOnes)).toEqual({ total: 150, totalIsCapped: false });
  });
});
