import type { BlogPostFields } from '../blog-post.entity';

export const CO_LIVING_OWNER_GUIDE: BlogPostFields = {
  slug: 'co-living-in-singapore-owner-guide',
  title: 'Co-Living in Singapore: What Owners Should Know Before Converting',
  excerpt:
    'Co-living can earn more than a single tenancy, but it is a hospitality business as much as a lease. Here is what the rules allow, what the numbers look like and what it takes to run well.',
  author: 'Daniel Koh',
  publishDate: new Date('2026-09-30T02:00:00Z'),
  imageUrl: '/images/blog/blog-3.svg',
  featuredImage: '/images/blog/blog-3.svg',
  tags: ['Coliving'],
  category: 'Coliving',
  content: `
<p>Young professionals, students and people newly arrived in Singapore often want a furnished room in a good location, flexible terms and a community, without the cost of a whole apartment. Co-living meets that need, and for owners of larger homes it can lift rental yield noticeably. It also asks more of the owner than a standard lease.</p>

<h2>What the rules allow</h2>
<ul>
  <li><strong>Private homes</strong> may not be let for less than three consecutive months, so co-living agreements in condominiums and landed homes run for at least three months. URA also caps the number of unrelated occupants in a private home; check the current limit for your unit before you plan the number of rooms.</li>
  <li><strong>HDB flats</strong> have their own minimum rental period of six months, occupancy limits by flat type and rules on who may rent, so a flat is rarely suited to a full co-living model.</li>
  <li><strong>Condominium by-laws</strong> may add house rules on visitors, facilities and renovation. Read them before you convert.</li>
</ul>

<h2>Do the numbers work?</h2>
<p>Room-by-room letting typically earns more in total than one tenancy, but the costs are higher too. Budget for:</p>
<ul>
  <li>Furnishing every room and the shared spaces to a durable standard.</li>
  <li>Utilities, Wi-Fi and consumables, which are usually included in the room price.</li>
  <li>Weekly cleaning of kitchens, bathrooms and common areas.</li>
  <li>Shorter stays and more turnover, which means more viewings, inspections and short gaps between residents.</li>
</ul>
<p>The honest comparison is net income after all of these, against the net income of a single well-let tenancy.</p>

<h2>What makes co-living work</h2>
<p><strong>Resident selection.</strong> A house of six strangers works when the residents are compatible. Screening is about lifestyle as much as income: working hours, cooking habits and guests.</p>
<p><strong>House rules that are written down.</strong> Quiet hours, cleaning of personal dishes, guests and the use of shared spaces should be agreed before move-in, not argued about afterwards.</p>
<p><strong>Fast maintenance.</strong> When six people share a kitchen, a broken fridge is an emergency. Residents should have one place to report issues and a clear promise of when someone will come.</p>
<p><strong>Technology.</strong> Smart locks with individual codes, an app for payments and requests, and sub-metering where it is allowed remove most of the friction of shared living.</p>

<h2>Running it yourself or with an operator</h2>
<p>Some owners manage one co-living home themselves. Most find that the daily coordination, from late-night lockouts to cleaning schedules, quickly becomes a second job. Our co-living management and operations support take over resident sourcing, agreements, cleaning, maintenance and community, and report occupancy and income to you every month.</p>
`,
};
