import type { BlogPostFields } from '../blog-post.entity';

export const HDB_SUBLETTING_GUIDE: BlogPostFields = {
  slug: 'subletting-your-hdb-flat-rules-and-tenancy',
  title: 'Subletting Your HDB Flat: Rules, Approvals and a Smooth Tenancy',
  excerpt:
    'Renting out a whole HDB flat or a spare room is a good way to earn from your home, but HDB has clear rules on who may sublet, to whom and for how long. Here is what to check before you sign.',
  author: 'Grace Lee',
  publishDate: new Date('2026-08-19T02:00:00Z'),
  imageUrl: '/images/blog/blog-6.svg',
  featuredImage: '/images/blog/blog-6.svg',
  tags: ['HDB', 'Property Management'],
  category: 'HDB',
  content: `
<p>Thousands of HDB owners let out their flats or spare rooms every year. Most tenancies go smoothly; the ones that do not usually skipped a rule at the start. HDB can take action against owners who sublet without approval, so it is worth getting the basics right.</p>

<h2>Whole flat or spare rooms?</h2>
<p><strong>Subletting the whole flat</strong> needs HDB's approval. You must have completed the Minimum Occupation Period, and only Singapore citizen owners may sublet a whole flat; permanent resident owners may not.</p>
<p><strong>Renting out spare bedrooms</strong> while you continue to live in the flat is more flexible, but you must still register the tenants with HDB and stay within the occupancy limit for your flat type.</p>
<p>In both cases the minimum rental period is six months, and short-term stays are not allowed.</p>

<h2>Who may rent</h2>
<p>Tenants must be Singapore citizens, permanent residents or foreigners holding a valid pass, such as an employment pass, S pass, work permit or student pass, for the whole tenancy. Some work permit holders are restricted by nationality and sector, so check the pass, not just the passport.</p>
<p>Blocks and neighbourhoods also have a quota for non-Malaysian non-citizen tenants. If the quota in your block is reached, you cannot take a new tenant in that group until it frees up, so check the quota before you advertise.</p>

<h2>Approvals and registration</h2>
<ul>
  <li>Apply for approval to sublet the whole flat, or register the room tenants, through HDB's online services.</li>
  <li>Update HDB whenever a tenant moves out or a new one moves in.</li>
  <li>Stamp the tenancy agreement with IRAS within 14 days of signing.</li>
  <li>Declare the rental income in your income tax return.</li>
</ul>

<h2>A tenancy agreement that protects you</h2>
<p>Use a written agreement that sets out the rent, the deposit, who pays for minor repairs and air-conditioner servicing, the number of occupants, and the house rules. Attach an inventory list with photographs. A clear agreement is the best protection for both sides.</p>

<h2>Looking after the flat</h2>
<p>HDB flats are well built, but they still need care: regular air-conditioner servicing, checks on windows and bathroom waterproofing, and prompt repairs. Good maintenance keeps tenants longer, and a tenant who renews saves you a vacancy and the cost of finding the next one.</p>

<h2>Let us handle it</h2>
<p>Our team checks your eligibility and the quota for your block, submits the approvals and registrations, screens tenants, prepares the agreement and looks after the flat throughout the lease. You receive the rent and a monthly statement; we handle the rest.</p>
`,
};
