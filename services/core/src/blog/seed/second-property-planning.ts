import type { BlogPostFields } from '../blog-post.entity';

export const SECOND_PROPERTY_PLANNING: BlogPostFields = {
  slug: 'asset-progression-planning-a-second-property',
  title: 'Asset Progression Beyond the First Upgrade: Planning a Second Property',
  excerpt:
    'Owning two homes in Singapore is a different game from owning one. Stamp duties, loan limits and ownership structure decide whether a second property builds wealth or strains it.',
  author: 'Marcus Tan',
  publishDate: new Date('2026-09-16T02:00:00Z'),
  imageUrl: '/images/blog/blog-4.svg',
  featuredImage: '/images/blog/blog-4.svg',
  tags: ['Asset Progression', 'Wealth'],
  category: 'Asset Progression',
  content: `
<p>Once your home is paid down and your income has grown, a second property can look like the natural next step. In Singapore it can be, but the rules are designed to make buyers think carefully, and the cost of a mistake is high.</p>

<h2>Start with the stamp duties</h2>
<p>Additional Buyer's Stamp Duty (ABSD) is the biggest single cost of a second home. Since April 2023 the rates are:</p>
<ul>
  <li>Singapore citizens: nothing on the first home, 20 per cent on the second and 30 per cent on the third and subsequent homes.</li>
  <li>Permanent residents: 5 per cent on the first home, 30 per cent on the second and 35 per cent on further homes.</li>
  <li>Foreigners: 60 per cent on any residential purchase.</li>
</ul>
<p>On a S$1.5 million condominium, 20 per cent is S$300,000 paid in cash or CPF on top of the normal Buyer's Stamp Duty. Any plan has to earn that back before it makes money.</p>

<h2>Then the financing</h2>
<p>A second housing loan comes with a lower loan-to-value limit than the first, so the down payment is much larger, and the Total Debt Servicing Ratio still caps all your monthly repayments at 55 per cent of income. Banks assess both loans together. Run the numbers with interest rates higher than today's, not just the current rate.</p>

<h2>Ownership structure matters</h2>
<p>How the first home is owned changes what the second one costs. Couples sometimes restructure ownership or buy in a single name, but decoupling involves its own stamp duties, legal costs and risks, including the effect on your estate and on your own future housing eligibility. Take independent legal and tax advice before acting on any structure you read about.</p>

<h2>What makes a good second property</h2>
<p>A second home is usually held for rental income and long-term growth, so judge it as an investment:</p>
<ul>
  <li><strong>Rental demand</strong> near MRT stations, business parks, hospitals and universities.</li>
  <li><strong>Layouts that let easily</strong>: efficient two- and three-bedroom units rent faster than oddly shaped ones.</li>
  <li><strong>Holding costs</strong>: maintenance fees, property tax at non-owner-occupier rates and the cost of vacancies.</li>
  <li><strong>Exit options</strong>: who will buy the unit from you in ten years, and at what stage of its lease.</li>
</ul>

<h2>Alternatives worth comparing</h2>
<p>For some owners the better move is to right-size, to upgrade once to a larger home that can later be partly let, or to keep the existing flat and let it out while buying the next home. Each path has different duties and risks, and the right one depends on your age, income and family plans.</p>

<h2>A plan before a purchase</h2>
<p>Our asset progression consultation lays out each path side by side: total cost, cash needed, expected rent and what you would hold in ten years. You decide with the numbers in front of you, and we manage the property once you do.</p>
`,
};
