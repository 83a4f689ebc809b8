/**
 * The scale fixture: a plausible decade of one Singapore agency's data, written with set-based SQL
 * (`generate_series`), never through the API a row at a time. `npm run seed:scale` runs it at SCALE_FIXTURE_SIZES on a
 * database of its own; the query-plan guard runs the same SQL at a smaller size.
 */
export type ScaleFixtureSizes = {
  staff: number;
  posts: number;
  listings: number;
  availableListings: number;
  enquiries: number;
  subscribers: number;
  tenancies: number;
  maintenanceRequests: number;
  /** Months of rent seeded per lease, the latest ones (a lease lasts at most 24 months in the fixture). */
  rentMonths: number;
  /** Owners of the tenancies' units (a unit is an address its successive tenancies share: 2,400 of them at 20,000 tenancies). */
  owners: number;
  /** Newsletters sent, one a week. */
  campaigns: number;
  media: number;
  outboxMails: number;
};

export const SCALE_FIXTURE_SIZES: ScaleFixtureSizes = {
  staff: 300,
  posts: 5_000,
  listings: 5_000,
  availableListings: 1_000,
  enquiries: 1_000_000,
  subscribers: 500_000,
  tenancies: 20_000,
  maintenanceRequests: 100_000,
  rentMonths: 24,
  owners: 1_000,
  campaigns: 500,
  media: 50_000,
  outboxMails: 200_000,
};

/** One named step of the fixture: SQL run in one statement batch, timed on its own by the seeding script. */
export type ScaleFixtureStep = { name: string; sql: string };

/** A Postgres text array literal of `values`, for picking one with `pick(...)`. */
function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

/** SQL picking an element of `values` from the integer expression `index` (wraps around). */
function pick(values: readonly string[], index: string): string {
  return `(${textArray(values)})[1 + ((${index}) % ${values.length})]`;
}

const GIVEN_NAMES = [
  'Wei Ling',
  'Marcus',
  'Siti',
  'Arjun',
  'Grace',
  'Daniel',
  'Priya',
  'Hui Min',
  'Farid',
  'Rachel',
  'Kumar',
  'Mei Xin',
  'Jun Jie',
  'Nurul',
  'Ravi',
  'Cheryl',
  'Irfan',
  'Li Ting',
  'Benjamin',
  'Aisyah',
];
const FAMILY_NAMES = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Wong',
  'Koh',
  'Goh',
  'Chua',
  'Ong',
  'Teo',
  'Rahman',
  'Pillai',
  'Nair',
  'Chong',
  'Yeo',
  'Sim',
  'Ismail',
  'Low',
  'Chan',
  'Ho',
];
const DISTRICTS = [
  'Tampines',
  'Bedok',
  'Tanjong Pagar',
  'Orchard',
  'Bukit Timah',
  'Toa Payoh',
  'Jurong East',
  'Punggol',
  'Sengkang',
  'Woodlands',
  'Queenstown',
  'Bishan',
  'Serangoon',
  'Clementi',
  'Novena',
  'Balestier',
  'Pasir Ris',
  'Yishun',
  'Marine Parade',
  'Holland Village',
];
const STREETS = [
  'Tampines Street 21',
  'Bedok North Avenue 3',
  'Tanjong Pagar Road',
  'Orchard Boulevard',
  'Bukit Timah Road',
  'Lorong 1 Toa Payoh',
  'Jurong East Street 13',
  'Punggol Field',
  'Sengkang East Way',
  'Woodlands Drive 14',
  'Commonwealth Avenue',
  'Bishan Street 22',
  'Serangoon Avenue 2',
  'Clementi Avenue 3',
  'Thomson Road',
  'Balestier Road',
  'Pasir Ris Drive 6',
  'Yishun Ring Road',
  'Marine Parade Road',
  'Holland Avenue',
];
const PROPERTY_TYPES = ['hdb', 'condominium', 'landed', 'co-living', 'commercial'];
const PROPERTY_TITLES = [
  '4-Room HDB Flat',
  'Two-Bedroom Condominium',
  'Semi-Detached House',
  'Co-Living Room',
  'Shophouse Unit',
  '5-Room HDB Flat',
  'Three-Bedroom Condominium',
  'Terrace House',
  'Studio in a Co-Living Home',
  'Office Unit',
];
const FEATURES = [
  'Near MRT and schools',
  'Fully furnished',
  'Pool, gym and 24-hour security',
  'Renovated recently',
  'Digital door lock',
  'Utilities and Wi-Fi included',
  'Quarterly air-con servicing',
  'Unblocked view',
  'Corner unit',
  'Pet-friendly',
];
const TAGS = [
  'hdb',
  'condominium',
  'landlords',
  'tenants',
  'market report',
  'co-living',
  'maintenance',
  'asset progression',
  'property tax',
  'renovation',
  'leasing',
  'investment',
];
const TOPICS = [
  'HDB subletting',
  'condo rental yields',
  'tenancy agreements',
  'preventive maintenance',
  'property tax',
  'co-living operations',
  'asset progression',
  'en-bloc sales',
  'stamp duties',
  'home insurance',
  'air-con servicing',
  'security deposits',
];
const TITLE_OPENINGS = [
  'A landlord’s guide to',
  'What tenants should know about',
  'Five questions on',
  'The 2026 outlook for',
  'How we handle',
  'Getting started with',
  'Common mistakes in',
  'A checklist for',
];
const AUTHORS = ['Marcus Tan', 'Grace Lee', 'Daniel Koh', 'Siti Rahman', 'Priya Nair'];
const MESSAGES = [
  'Hi, I have a 4-room flat in Tampines that I would like to rent out from next month. Could you advise on the rental you would expect and your fees?',
  'We are relocating to Singapore in March and are looking for a two-bedroom condo near an MRT station, ideally in the east. Budget around S$4,500.',
  'My tenant reported a leaking pipe under the kitchen sink. Can your maintenance team arrange a plumber this week?',
  'I own a semi-detached house in Bukit Timah and am thinking about converting it to co-living. Do you manage that from start to finish?',
  'Please call me about managing my condo unit in Novena; the current tenancy ends in two months.',
  'Could I arrange a viewing of the listing on Commonwealth Avenue this Saturday afternoon?',
];
const MAINTENANCE_CATEGORIES = ['plumbing', 'electrical', 'air-conditioning', 'appliances', 'pest', 'locks', 'other'];
const MAINTENANCE_DESCRIPTIONS = [
  'Air-con in the master bedroom is dripping water onto the floor.',
  'Kitchen sink is clogged and drains very slowly.',
  'Power trips whenever the water heater is switched on.',
  'Front door digital lock does not respond to the PIN.',
  'Washing machine stops mid-cycle with an error code.',
  'Seeing cockroaches in the kitchen cabinets.',
];

const PERSON = (index: string) => `${pick(GIVEN_NAMES, index)} || ' ' || ${pick(FAMILY_NAMES, `(${index}) / 20`)}`;

function staffStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} staff accounts`,
    sql: `INSERT INTO users (username, email, full_name, role, is_active, password_hash, session_version, created_at, updated_at, cea_registration_number, phone)
      SELECT 'staff' || i, 'staff' || i || '@harbourline.localhost', ${PERSON('i')},
        CASE WHEN i % 10 = 0 THEN 'admin' ELSE 'content_manager' END, i % 25 <> 0, NULL, 1,
        now() - (i || ' days')::interval, now(),
        CASE WHEN i % 3 = 0 THEN 'R' || lpad(i::text, 6, '0') || 'S' END, '+65 9' || lpad(i::text, 7, '0')
      FROM generate_series(1, ${size}) AS i`,
  };
}

/** The posts alone (with their drafts, revisions and views): tests of the public blog at scale need no more. */
export function postsStep(size: number): ScaleFixtureStep {
  const body = `'<h2>' || ${pick(TOPICS, 'i')} || ' in ' || ${pick(DISTRICTS, 'i / 7')} || '</h2><p>' || repeat('Owners in Singapore ask us about ' || ${pick(TOPICS, 'i')} || ' every week: rules from HDB and URA change, and so do rents. This article sets out what to check, what it costs and how long it takes. ', 6) || '</p><h3>What to do next</h3><p>' || repeat('Speak to our property managers before you sign anything, and keep every receipt for IRAS. ', 4) || '</p>'`;
  return {
    name: `${size} posts with drafts, revisions and daily views`,
    sql: `INSERT INTO blog_posts (slug, title, excerpt, content, author, publish_date, image_url, tags, category, view_count, status, created_at, updated_at)
      SELECT 'scale-' || i || '-' || replace(lower(${pick(TOPICS, 'i')}), ' ', '-'),
        ${pick(TITLE_OPENINGS, 'i / 12')} || ' ' || ${pick(TOPICS, 'i')} || ' (' || ${pick(DISTRICTS, 'i / 7')} || ', part ' || (i / 96 + 1) || ')',
        'What owners and tenants in ' || ${pick(DISTRICTS, 'i / 7')} || ' should know about ' || ${pick(TOPICS, 'i')} || ', from our property managers.',
        ${body}, ${pick(AUTHORS, 'i')},
        now() - ((i * 17) || ' hours')::interval, '/images/blog/blog-' || (1 + i % 6) || '.svg',
        ARRAY[${pick(TAGS, 'i')}, ${pick(TAGS, 'i / 12 + 5')}], ${pick(TOPICS, 'i')}, (i * 7919) % 4000,
        CASE WHEN i % 20 = 0 THEN 'draft' ELSE 'published' END,
        now() - ((i * 17) || ' hours')::interval, now() - ((i * 17) || ' hours')::interval
      FROM generate_series(1, ${size}) AS i;
      INSERT INTO content_drafts (title, content, author, content_type, status, tags, category, is_automated, published_post_id, created_at, updated_at, version)
      SELECT p.title, p.content, p.author, 'blog', 'approved', to_jsonb(p.tags), p.category, false, p.id, p.created_at, p.updated_at, 2
      FROM blog_posts p WHERE p.slug LIKE 'scale-%';
      INSERT INTO content_revisions (draft_id, draft_version, source, title, content, created_by_name, created_at)
      SELECT d.id, v, CASE v WHEN 1 THEN 'manual' ELSE 'publish' END, d.title, d.content, d.author, d.created_at + (v || ' hours')::interval
      FROM content_drafts d CROSS JOIN generate_series(1, 2) AS v WHERE d.published_post_id IS NOT NULL;
      INSERT INTO blog_post_views (view_date, post_id, visitor_hash)
      SELECT current_date - (n % 30), p.id, md5(p.id::text || n)
      FROM (SELECT id, row_number() OVER (ORDER BY publish_date DESC) AS rank FROM blog_posts WHERE slug LIKE 'scale-%') p
      CROSS JOIN generate_series(1, 20) AS n WHERE p.rank <= 500`,
  };
}

function listingsStep(size: number, available: number): ScaleFixtureStep {
  return {
    name: `${size} listings (${available} available)`,
    sql: `INSERT INTO properties (title, address_line, description, bedrooms, size_sqft, features, image, badge, featured, sort_order, created_at, slug, district, type, bathrooms, monthly_rent, asking_price, status, updated_at)
      SELECT ${pick(PROPERTY_TITLES, 'i')} || ' in ' || ${pick(DISTRICTS, 'i / 10')},
        'Blk ' || (100 + i % 800) || ' ' || ${pick(STREETS, 'i / 10')} || ', #' || lpad((2 + i % 30)::text, 2, '0') || '-' || lpad((1 + i % 120)::text, 3, '0') || ', Singapore ' || (310000 + i % 500000),
        'A well-kept home in ' || ${pick(DISTRICTS, 'i / 10')} || ', close to shops, schools and the MRT. Managed by Harbourline, with repairs answered within a day.',
        1 + i % 5, 450 + (i * 37) % 2600, ARRAY[${pick(FEATURES, 'i')}, ${pick(FEATURES, 'i / 10 + 3')}, ${pick(FEATURES, 'i / 100 + 6')}],
        '/images/properties/property-' || (1 + i % 4) || '.svg', NULL, false, 100 + i, now() - (i || ' hours')::interval,
        'scale-' || i || '-' || replace(lower(${pick(PROPERTY_TITLES, 'i')} || '-' || ${pick(DISTRICTS, 'i / 10')}), ' ', '-'),
        ${pick(DISTRICTS, 'i / 10')}, ${pick(PROPERTY_TYPES, 'i')}, 1 + i % 3,
        CASE WHEN i % 7 <> 0 THEN 1200 + (i * 53) % 9000 END, CASE WHEN i % 7 = 0 THEN 650000 + (i * 1009) % 3000000 END,
        CASE WHEN i <= ${available} THEN 'available' ELSE (ARRAY['let', 'sold', 'hidden'])[1 + i % 3] END, now()
      FROM generate_series(1, ${size}) AS i`,
  };
}

/** Enquiries over ten years, most handled long ago; the last few hundred still new or open, as in a working inbox. */
function enquiriesStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} enquiries with events`,
    sql: `INSERT INTO contact_enquiries (name, email, phone, service, message, consent_text_version, consented_at, client_address, user_agent, created_at, status, assignee_id)
      SELECT ${PERSON('i')}, 'enquirer' || i || '@example.sg', '+65 ' || (8 + i % 2) || lpad((i % 10000000)::text, 7, '0'),
        ${pick(['property-management', 'co-living', 'luxury', 'coliving-operations', 'asset-progression', 'maintenance', 'tenant-placement'], 'i')},
        ${pick(MESSAGES, 'i')}, '2026-11-1', t.at, '203.0.113.' || (i % 250), 'Mozilla/5.0', t.at,
        CASE WHEN i <= 150 THEN 'new' WHEN i <= 400 THEN 'open' WHEN i % 50 = 0 THEN 'spam' WHEN i % 3 = 0 THEN 'closed' ELSE 'replied' END,
        CASE WHEN i > 150 THEN handlers.ids[1 + i % array_length(handlers.ids, 1)] END
      FROM generate_series(1, ${size}) AS i
      CROSS JOIN LATERAL (SELECT now() - ((i * 315) || ' seconds')::interval AS at) t
      CROSS JOIN (SELECT array_agg(id ORDER BY created_at) AS ids FROM (SELECT id, created_at FROM users WHERE is_active AND role <> 'tenant' AND role <> 'owner' ORDER BY created_at LIMIT 30) s) handlers;
      INSERT INTO contact_enquiry_events (enquiry_id, kind, actor_id, text, created_at)
      SELECT e.id, CASE WHEN e.status = 'replied' THEN 'replied' ELSE 'status_changed' END, e.assignee_id,
        CASE WHEN e.status = 'replied' THEN 'Thank you for your enquiry; our property manager will call you today.' ELSE e.status END,
        e.created_at + interval '3 hours'
      FROM contact_enquiries e WHERE e.status <> 'new'`,
  };
}

function subscribersStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} newsletter subscribers`,
    sql: `INSERT INTO newsletter_subscribers (email, consented_at, client_address, unsubscribed_at, created_at, updated_at, confirmed_at, confirmed_from)
      SELECT 'reader' || i || '@example.sg', t.at, '198.51.100.' || (i % 250), CASE WHEN i % 40 = 0 THEN t.at + interval '90 days' END,
        t.at, t.at, CASE WHEN i % 10 <> 0 THEN t.at + interval '5 minutes' END, CASE WHEN i % 10 <> 0 THEN '198.51.100.' || (i % 250) END
      FROM generate_series(1, ${size}) AS i, LATERAL (SELECT now() - ((i * 600) || ' seconds')::interval AS at) t`,
  };
}

/** Tenancies, then their repairs: all but the new ones were answered by staff (whose first change sets first_responded_at). */
function tenanciesStep(tenancies: number, requests: number): ScaleFixtureStep {
  return {
    name: `${tenancies} tenancies and ${requests} maintenance requests`,
    sql: `INSERT INTO tenancies (listing_id, address, tenant_name, tenant_email, tenant_phone, lease_start, lease_end, monthly_rent_cents, created_at, updated_at)
      SELECT NULL, 'Blk ' || (100 + i % 800) || ' ' || ${pick(STREETS, 'i')} || ', #' || lpad((2 + i % 30)::text, 2, '0') || '-' || lpad((1 + i % 120)::text, 3, '0'),
        ${PERSON('i + 7')}, 'tenant' || i || '@example.sg', '+65 9' || lpad((i % 10000000)::text, 7, '0'),
        (current_date - (i % 3650)), (current_date - (i % 3650) + 730), (150000 + (i * 37) % 600000),
        now() - ((i % 3650) || ' days')::interval, now()
      FROM generate_series(1, ${tenancies}) AS i;
      INSERT INTO maintenance_requests (tenancy_id, category, urgency, description, status, response_due_at, first_responded_at, created_at, updated_at, done_at)
      SELECT t.id, ${pick(MAINTENANCE_CATEGORIES, 'i')}, (ARRAY['routine', 'routine', 'urgent', 'emergency'])[1 + i % 4], ${pick(MAINTENANCE_DESCRIPTIONS, 'i')},
        CASE WHEN i <= 200 THEN (ARRAY['new', 'assigned', 'scheduled', 'in_progress'])[1 + i % 4] WHEN i % 30 = 0 THEN 'cancelled' ELSE 'closed' END,
        r.at + interval '1 day', CASE WHEN i > 200 OR i % 4 <> 0 THEN r.at + interval '2 hours' END, r.at, r.at, CASE WHEN i > 200 THEN r.at + interval '3 days' END
      FROM generate_series(1, ${requests}) AS i
      JOIN LATERAL (SELECT now() - ((i * 1800) || ' seconds')::interval AS at) r ON true
      JOIN (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM tenancies) t ON t.n = 1 + i % ${tenancies}`,
  };
}

function mediaStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} media items`,
    sql: `INSERT INTO media_items (original_filename, title, caption, tags, mime_type, size, status, width, height, variants, created_at, updated_at)
      SELECT 'listing-photo-' || i || '.jpg', ${pick(PROPERTY_TITLES, 'i')} || ' in ' || ${pick(DISTRICTS, 'i / 10')}, 'Living room, photographed for the listing',
        jsonb_build_array(${pick(DISTRICTS, 'i / 10')}), 'image/jpeg', 180000 + (i * 131) % 4000000, 'ready', 1600, 1067,
        jsonb_build_array(jsonb_build_object('width', 480, 'height', 320, 'url', '/media/scale/' || i || '-480.webp')),
        now() - ((i * 3) || ' hours')::interval, now() - ((i * 3) || ' hours')::interval
      FROM generate_series(1, ${size}) AS i`,
  };
}

/** Sent staff notifications of the newest enquiries. */
function outboxStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} outbox mails`,
    sql: `INSERT INTO outbound_mails (kind, recipient, enquiry_id, status, attempts, sent_at, message_id, created_at)
      SELECT 'enquiry_notification', 'enquiries@harbourline.localhost', e.id, 'sent', 1, e.created_at + interval '5 seconds',
        '<' || e.id || '@harbourline.localhost>', e.created_at
      FROM contact_enquiries e ORDER BY e.created_at DESC LIMIT ${size}`,
  };
}

/**
 * Every tenancy's rent over its lease so far (its latest `months`): one charge a month on the lease-start day (the 28th at the latest), paid a
 * few days late by PayNow, GIRO or FAST and allocated in full, except one tenancy in ten, whose last two months are
 * still open (the arrears). References have the fixture's own `HLS` prefix, so they never meet a real sweep's.
 */
function rentLedgerStep(months: number): ScaleFixtureStep {
  return {
    name: 'rent charges, payments and allocations of every lease',
    sql: `INSERT INTO rent_charges (tenancy_id, kind, period, reference, description, due_on, amount_cents, open_cents, created_at)
      SELECT t.id, 'rent', to_char(m.month, 'YYYY-MM'), 'HLS' || lpad(t.rent_number::text, 7, '0') || to_char(m.month, 'YYYYMM'),
        'Rent for ' || to_char(m.month, 'FMMonth YYYY'), d.due_on, t.monthly_rent_cents,
        CASE WHEN t.rent_number % 10 = 0 AND d.due_on > current_date - 62 THEN t.monthly_rent_cents ELSE 0 END, d.due_on - 5
      FROM tenancies t
      CROSS JOIN LATERAL generate_series(greatest(date_trunc('month', t.lease_start), date_trunc('month', current_date) - interval '${months - 1} months'), date_trunc('month', least(t.lease_end, current_date)), interval '1 month') AS m(month)
      CROSS JOIN LATERAL (SELECT (m.month + (least(extract(day FROM t.lease_start)::int, 28) - 1) * interval '1 day')::date AS due_on) d
      WHERE d.due_on BETWEEN t.lease_start AND least(t.lease_end, current_date);
      INSERT INTO rent_payments (tenancy_id, amount_cents, paid_on, method, reference, status, recorded_by, charge_id, decided_at, created_at)
      SELECT c.tenancy_id, c.amount_cents, p.paid_on, (ARRAY['paynow', 'giro', 'fast'])[1 + t.rent_number % 3], c.reference, 'confirmed', 'staff', c.id,
        p.paid_on + interval '10 hours', p.paid_on + interval '10 hours'
      FROM rent_charges c
      JOIN tenancies t ON t.id = c.tenancy_id
      CROSS JOIN LATERAL (SELECT least(c.due_on + t.rent_number % 5, current_date) AS paid_on) p
      WHERE c.open_cents = 0;
      INSERT INTO rent_allocations (charge_id, payment_id, amount_cents, received_on, received, created_at)
      SELECT charge_id, id, amount_cents, paid_on, true, created_at FROM rent_payments WHERE charge_id IS NOT NULL`,
  };
}

/** Owners, each with a few units (free addresses); a unit is the address its successive tenancies share. */
function ownersStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} owners with their units`,
    sql: `INSERT INTO owners (name, email, phone, portal_url, created_at, updated_at)
      SELECT ${PERSON('i + 3')}, 'owner' || i || '@example.sg', '+65 8' || lpad(i::text, 7, '0'), 'http://localhost:3000',
        now() - ((i % 3650) || ' days')::interval, now()
      FROM generate_series(1, ${size}) AS i;
      INSERT INTO owner_units (owner_id, address, management_fee_basis_points, created_at)
      SELECT o.id, a.address, 800 + (a.n % 5) * 100, o.created_at
      FROM (SELECT address, row_number() OVER (ORDER BY created_at, address) AS n
        FROM (SELECT DISTINCT ON (lower(address)) address, created_at FROM tenancies WHERE listing_id IS NULL ORDER BY lower(address), created_at) d) a
      JOIN (SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS n FROM owners) o ON o.n = 1 + a.n % ${size}`,
  };
}

/** Newsletters sent weekly for as many weeks as `size` (their mails are not kept: the outbox holds enquiry notifications). */
function campaignsStep(size: number): ScaleFixtureStep {
  return {
    name: `${size} sent newsletters`,
    sql: `INSERT INTO campaigns (subject, site_url, post_ids, property_ids, status, created_at, send_at, started_at, fanned_out_at)
      SELECT 'Harbourline letter: ' || ${pick(TOPICS, 'i')} || ' (' || to_char(t.at, 'FMDD Mon YYYY') || ')', 'http://localhost:3000', '[]', '[]', 'sent',
        t.at - interval '1 day', t.at, t.at, t.at + interval '2 minutes'
      FROM generate_series(1, ${size}) AS i, LATERAL (SELECT now() - ((i * 7) || ' days')::interval AS at) t`,
  };
}

/**
 * The bank's side of the rent: a statement a month, imported, with one credit line per payment, matched to it; a few
 * lines a month nobody could match (waiting in the queue) and the bank's fees (debits). One arrears tenancy in four
 * said "I've paid" for its latest open month, and waits for staff.
 */
function bankStep(): ScaleFixtureStep {
  const account = `'DBS 072-334455-1'`;
  return {
    name: 'bank statements, matched lines and payments waiting for staff',
    sql: `INSERT INTO bank_imports (account, format, file_name, status, total_lines, processed_lines, added_lines, duplicate_lines, matched_lines, debit_lines, errors, created_at, finished_at)
      SELECT ${account}, 'csv', 'statement-' || to_char(m.month, 'YYYY-MM') || '.csv', 'done', 0, 0, 0, 0, 0, 0, '[]',
        i.at, i.at + interval '1 minute'
      FROM (SELECT DISTINCT date_trunc('month', paid_on) AS month FROM rent_payments) m,
        LATERAL (SELECT least(m.month + interval '1 month 2 days', now() - interval '1 hour') AS at) i;
      INSERT INTO bank_lines (bank_import_id, fingerprint, account, line_number, value_date, amount_cents, direction, description, method, status, decided_at, created_at)
      SELECT b.id, md5('payment ' || p.id), ${account}, row_number() OVER (PARTITION BY b.id ORDER BY p.paid_on, p.id), p.paid_on, p.amount_cents, 'credit',
        upper(p.method) || ' ' || p.reference || ' ' || upper(t.tenant_name), p.method, 'matched', p.decided_at, b.created_at
      FROM rent_payments p
      JOIN tenancies t ON t.id = p.tenancy_id
      JOIN bank_imports b ON b.file_name = 'statement-' || to_char(p.paid_on, 'YYYY-MM') || '.csv'
      WHERE p.status = 'confirmed';
      UPDATE rent_payments p SET bank_line_id = l.id FROM bank_lines l WHERE l.fingerprint = md5('payment ' || p.id);
      INSERT INTO bank_lines (bank_import_id, fingerprint, account, line_number, value_date, amount_cents, direction, description, method, status, created_at)
      SELECT b.id, md5(b.id || ' ' || n), ${account}, 100000 + n, (b.created_at - interval '1 month')::date + n % 28,
        CASE WHEN n <= 3 THEN 1500 ELSE 180000 + n * 1337 END, CASE WHEN n <= 3 THEN 'debit' ELSE 'credit' END,
        CASE WHEN n <= 3 THEN 'SERVICE CHARGE' ELSE 'FAST TRANSFER ' || ${pick(FAMILY_NAMES, 'n')} || ' RENT' END, 'fast',
        CASE WHEN n <= 3 THEN 'debit' ELSE 'unmatched' END, b.created_at
      FROM bank_imports b CROSS JOIN generate_series(1, 8) AS n;
      UPDATE bank_imports b SET total_lines = c.lines, processed_lines = c.lines, added_lines = c.lines, matched_lines = c.matched, debit_lines = c.debits
      FROM (SELECT bank_import_id, count(*) AS lines, count(*) FILTER (WHERE status = 'matched') AS matched, count(*) FILTER (WHERE status = 'debit') AS debits
        FROM bank_lines GROUP BY bank_import_id) c
      WHERE c.bank_import_id = b.id;
      INSERT INTO rent_payments (tenancy_id, amount_cents, paid_on, method, reference, status, recorded_by, charge_id, created_at)
      SELECT DISTINCT ON (c.tenancy_id) c.tenancy_id, c.open_cents, current_date - 1, 'paynow', c.reference, 'pending', 'tenant', c.id, now() - interval '20 hours'
      FROM rent_charges c JOIN tenancies t ON t.id = c.tenancy_id
      WHERE c.open_cents > 0 AND t.rent_number % 40 = 0
      ORDER BY c.tenancy_id, c.due_on DESC`,
  };
}

/**
 * Every step, in order (later steps read rows of earlier ones), then VACUUM ANALYZE so plans reflect the new sizes and
 * index-only scans find the pages all-visible, as autovacuum keeps them in a live database.
 */
export function scaleFixtureSteps(sizes: ScaleFixtureSizes): ScaleFixtureStep[] {
  return [
    staffStep(sizes.staff),
    postsStep(sizes.posts),
    listingsStep(sizes.listings, sizes.availableListings),
    enquiriesStep(sizes.enquiries),
    subscribersStep(sizes.subscribers),
    tenanciesStep(sizes.tenancies, sizes.maintenanceRequests),
    rentLedgerStep(sizes.rentMonths),
    ownersStep(sizes.owners),
    bankStep(),
    campaignsStep(sizes.campaigns),
    mediaStep(sizes.media),
    outboxStep(sizes.outboxMails),
    { name: 'visibility map and statistics (VACUUM ANALYZE)', sql: 'VACUUM ANALYZE' },
  ];
}
