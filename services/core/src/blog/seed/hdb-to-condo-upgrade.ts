import type { BlogPostFields } from '../blog-post.entity';

export const HDB_TO_CONDO_UPGRADE: BlogPostFields = {
  slug: 'upgrading-from-hdb-to-condominium-plan',
  title: 'Upgrading from an HDB Flat to a Condominium: A Practical Plan',
  excerpt:
    'Moving from an HDB flat to a private condominium is the most common asset progression step in Singapore. Here is how to work out whether you can afford it, which order to sell and buy in, and the costs people forget.',
  author: 'Marcus Tan',
  publishDate: new Date('2026-10-28T02:00:00Z'),
  imageUrl: '/images/blog/blog-1.svg',
  featuredImage: '/images/blog/blog-1.svg',
  tags: ['HDB', 'Asset Progression'],
  category: 'Asset Progression',
  content: `
<p>For many Singapore families, the first flat is bought for its location and its price. Ten years on, the children are older, incomes have grown and the flat has reached its Minimum Occupation Period (MOP). That is usually when the question comes up: <strong>should we upgrade to a condominium, and can we do it safely?</strong></p>
<p>An upgrade is a financial project, not just a move. Done in the right order, it lets your home keep building wealth instead of tying it up.</p>

<h2>1. Check that you are eligible to sell</h2>
<p>Most HDB flats can be sold on the open market only after the five-year MOP. Plus and Prime flats carry longer occupation periods and resale conditions, so confirm the terms in your own lease before you plan any dates. Singapore citizens who have completed the MOP may also buy a private property while keeping their flat, which opens the option of buying before you sell.</p>

<h2>2. Work out your real budget</h2>
<p>Your budget has three parts: the cash proceeds of your flat, your CPF Ordinary Account, and the loan a bank will give you.</p>
<ul>
  <li><strong>Sale proceeds.</strong> Start from a realistic resale price, then subtract the outstanding loan and the CPF you used, plus the accrued interest, which goes back into your CPF account rather than into your pocket.</li>
  <li><strong>Loan limits.</strong> The Total Debt Servicing Ratio caps all your monthly debt repayments at 55 per cent of gross monthly income. The Mortgage Servicing Ratio does not apply to private condominiums, but it does apply to executive condominiums bought from the developer.</li>
  <li><strong>Cash down payment.</strong> On a first housing loan with a bank, at least 5 per cent of the price must be paid in cash, with a further 20 per cent in cash or CPF.</li>
</ul>

<h2>3. Choose the order: sell first or buy first</h2>
<p><strong>Selling first</strong> is the safer path: you know exactly how much you have before you commit. The catch is that you need somewhere to live between the two homes, which may mean a short rental or staying with family.</p>
<p><strong>Buying first</strong> avoids the double move, but it means carrying two properties for a while. A married couple in which at least one spouse is a Singapore citizen pays Additional Buyer's Stamp Duty on the second home upfront and can claim a refund if the flat is sold within six months of buying the condominium. Miss that window and the duty is not refunded, so this route suits owners whose flat will sell quickly.</p>

<h2>4. Budget for the costs people forget</h2>
<ul>
  <li>Buyer's Stamp Duty on the new home, payable within 14 days of signing.</li>
  <li>Legal fees for both the sale and the purchase, and valuation fees.</li>
  <li>Renovation or furnishing, and the rental you may pay while you are between homes.</li>
  <li>Monthly maintenance fees to the condominium's management corporation.</li>
</ul>

<h2>5. Think about the next step now</h2>
<p>The condominium you choose today will shape your options in ten years. Units near upcoming MRT lines, with layouts that rent well, keep the door open to letting the property out when you move again. That is the heart of asset progression: each home should make the next one easier.</p>

<h2>How we help</h2>
<p>Our asset progression consultation puts your numbers in one plan: the realistic sale price of your flat, your CPF position, your loan limit, the stamp duties and a timeline for each route. If you decide to keep the flat and let it out, our property management team can take over from the day you move.</p>
`,
};
