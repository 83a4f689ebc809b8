import type { BlogPostFields } from '../blog-post.entity';

export const CONDO_LANDLORD_CHECKLIST: BlogPostFields = {
  slug: 'renting-out-your-condo-landlord-checklist',
  title: "Renting Out Your Condo in Singapore: A Landlord's Checklist",
  excerpt: 'From preparing the unit to stamping the tenancy agreement, these are the steps that keep a condominium lease profitable and free of disputes.',
  author: 'Grace Lee',
  publishDate: new Date('2026-10-14T02:00:00Z'),
  imageUrl: '/images/blog/blog-2.svg',
  featuredImage: '/images/blog/blog-2.svg',
  tags: ['Property Management', 'Property'],
  category: 'Property Management',
  content: `
<p>A well-let condominium can be one of the steadiest investments in Singapore. A badly let one can cost you months of vacancy, a damaged unit and an unpleasant dispute over the deposit. The difference is rarely luck: it is preparation and paperwork.</p>

<h2>Before you list the unit</h2>
<ul>
  <li><strong>Fix the small things.</strong> Dripping taps, tired paint and a noisy air-conditioner are what prospective tenants remember. A few hundred dollars of repairs often shortens vacancy by weeks.</li>
  <li><strong>Service the air-conditioners</strong> and keep the receipt, so the lease can start with a clean record.</li>
  <li><strong>Decide on furnishing.</strong> Expatriate tenants often prefer fully furnished units; local families frequently bring their own furniture. Price accordingly.</li>
  <li><strong>Photograph everything</strong> for the inventory list you will attach to the lease.</li>
</ul>

<h2>Setting the rent</h2>
<p>Compare recent rental transactions for similar units in your development and nearby, not just asking prices on listing portals. A rent set a little below the top of the market usually lets faster and attracts more careful tenants, which is worth more over a two-year lease than the last fifty dollars a month.</p>

<h2>Screening tenants</h2>
<p>Check identity documents and, for foreign tenants, that their employment or student pass is valid for the lease period. Ask about the employer, the number of occupants and the reason for moving. Condominiums are private residential properties, so the minimum lease is three consecutive months, and the number of unrelated occupants is capped by URA rules.</p>

<h2>The tenancy agreement</h2>
<p>A clear agreement prevents most disputes. Make sure it covers:</p>
<ul>
  <li>The security deposit, customarily one month's rent for each year of the lease.</li>
  <li>A minor repair clause, under which the tenant pays for small repairs up to an agreed amount per item.</li>
  <li>Air-conditioner servicing every three months, usually at the tenant's cost.</li>
  <li>A diplomatic clause if the tenant is an expatriate whose posting may end early.</li>
  <li>The inventory list and the condition of the unit on handover, with photographs.</li>
</ul>
<p>The tenancy agreement must be stamped with IRAS within 14 days of signing. The duty is usually paid by the tenant, but an unstamped agreement is difficult to rely on if anything goes wrong.</p>

<h2>During the lease</h2>
<p>Respond to repair requests quickly and keep a record of each one. Remember that rental income must be declared in your income tax return, and that a let property is taxed at non-owner-occupier property tax rates. Three months before the lease ends, decide whether to renew, adjust the rent or prepare to re-let.</p>

<h2>At the end of the lease</h2>
<p>Inspect the unit against the original inventory and photographs, allowing for fair wear and tear. Deductions from the deposit should be specific and backed by quotes or invoices.</p>

<p>If you would rather not handle any of this yourself, our full-service property management covers every step above, from preparing the unit to the final inspection, with one monthly statement.</p>
`,
};
