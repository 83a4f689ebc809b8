import type { BlogPostFields } from '../blog-post.entity';

export const PREVENTIVE_MAINTENANCE: BlogPostFields = {
  slug: 'preventive-maintenance-schedule-singapore-homes',
  title: 'Preventive Maintenance for Singapore Homes: A Year-Round Schedule',
  excerpt:
    'Heat, humidity and heavy rain are hard on a home. A simple maintenance schedule prevents most emergency repairs and keeps tenants happy and leases renewing.',
  author: 'Aisyah Rahman',
  publishDate: new Date('2026-09-02T02:00:00Z'),
  imageUrl: '/images/blog/blog-5.svg',
  featuredImage: '/images/blog/blog-5.svg',
  tags: ['Maintenance'],
  category: 'Maintenance',
  content: `
<p>Most of the urgent calls we receive are not bad luck. A leaking ceiling, an air-conditioner that stops on the hottest afternoon or a tripped circuit in the middle of the night usually has a cause that could have been spotted months earlier. Singapore's climate speeds all of this up, which is why a schedule pays for itself.</p>

<h2>Every three months</h2>
<ul>
  <li><strong>Air-conditioner servicing.</strong> Clean filters and coils and flush the drainage pipes. A blocked drain pipe is the most common cause of water dripping from an indoor unit.</li>
  <li><strong>Floor traps and sinks.</strong> Clear hair and debris and pour water into rarely used traps so they do not dry out and let odours in.</li>
  <li><strong>Check for mould</strong> in wardrobes, behind furniture and around windows, especially in rooms that are often closed.</li>
</ul>

<h2>Every six months</h2>
<ul>
  <li><strong>Window inspection.</strong> Check that rivets, hinges and locks on casement windows are secure. Owners are responsible for the safety of their windows, and loose parts are dangerous at height.</li>
  <li><strong>Silicone sealant</strong> around showers, basins and kitchen tops. Cracked sealant lets water seep into walls and cabinets.</li>
  <li><strong>Water heater.</strong> Look for rust, leaks at the joints and discolouration around the unit, and test the safety switch.</li>
  <li><strong>Electrical safety.</strong> Test the residual current circuit breaker with its test button, and look for scorched sockets or extension cords carrying heavy loads.</li>
</ul>

<h2>Every year</h2>
<ul>
  <li><strong>Pest control</strong>, with particular attention to termites in timber doors, flooring and built-in carpentry.</li>
  <li><strong>Waterproofing check</strong> of bathrooms and balconies. Stains on the ceiling of the unit below are often the first sign, and repairs are far cheaper when caught early.</li>
  <li><strong>Doors and locks.</strong> Lubricate hinges and locks, and replace the batteries of digital locks before they fail.</li>
  <li><strong>Paint and touch-ups</strong> in high-traffic areas, ideally between tenancies.</li>
</ul>

<h2>Before and after the monsoon seasons</h2>
<p>Clear balcony and planter box drains and check that rain cannot pool at door sills. For landed homes, clear roof gutters and downpipes, and check the roof for cracked tiles before the heavy rains arrive.</p>

<h2>Keep a record</h2>
<p>Note the date, the work done and the contractor for every visit, with photographs. Records make warranty claims easier, settle deposit questions at the end of a lease and show buyers that the home has been looked after.</p>

<h2>Who does what</h2>
<p>In a condominium, the management corporation maintains common property; everything inside your unit is yours to maintain. In a tenancy, the lease decides who pays for routine servicing and minor repairs. Our property maintenance service runs this whole schedule for you, responds to requests within 24 hours and keeps a 24/7 line open for emergencies.</p>
`,
};
