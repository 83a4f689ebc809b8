import { composeCampaignMail, oneClickUnsubscribeUrl, postCard, propertyCard, TEST_MAIL_NOTE } from './campaign-mail';

const content = {
  subject: 'November letter:\r\nwhat changed',
  html: '<h2>Rents</h2><p>Read <a href="/blog/rents">our note</a> & see <img src="/media/3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d/960.webp" alt="Chart"></p><script>alert(1)</script>',
  siteUrl: 'https://www.harbourline.test',
  cards: [
    postCard({
      title: 'HDB <subletting> rules',
      excerpt: 'What owners must know.',
      slug: 'hdb-subletting',
      imageUrl: '/images/blog/hdb.jpg',
      featuredImage: '/images/blog/hdb-wide.jpg',
    }),
    propertyCard({ title: 'Condo in Tampines', district: 'Tampines', slug: 'condo-tampines', image: null }),
  ],
};

describe('composeCampaignMail', () => {
  const mail = composeCampaignMail(content, 'editor@harbourline.test', null);

  it('is a test, to the staff member, with a one-line subject and no unsubscribe header', () => {
    expect(mail).toMatchObject({ to: 'editor@harbourline.test', subject: '[Test] November letter: what changed' });
    expect(mail.headers).toBeUndefined();
    expect(mail.html).toContain(TEST_MAIL_NOTE);
    expect(mail.text.startsWith(TEST_MAIL_NOTE)).toBe(true);
  });

  it("makes the article's links and images absolute and keeps it sanitized", () => {
    expect(mail.html).toContain('href="https://www.harbourline.test/blog/rents"');
    expect(mail.html).toContain('src="https://www.harbourline.test/media/3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d/960.webp"');
    expect(mail.html).not.toContain('<script>');
  });

  it('shows featured posts and listings as cards with absolute links and images, their text escaped', () => {
    expect(mail.html).toContain('<a href="https://www.harbourline.test/blog/hdb-subletting" style="color:#1e3a5f">HDB &lt;subletting&gt; rules</a>');
    expect(mail.html).toContain('src="https://www.harbourline.test/images/blog/hdb.jpg"');
    expect(mail.html).toContain('href="https://www.harbourline.test/properties/condo-tampines"');
  });

  it("gives a post's card the image of its card on the site, else its featured image", () => {
    const post = { title: 'Rents', excerpt: 'What moved.', slug: 'rents' };
    expect(postCard({ ...post, imageUrl: '/media/card/640.webp', featuredImage: '/media/wide/1920.webp' }).image).toBe('/media/card/640.webp');
    expect(postCard({ ...post, imageUrl: null, featuredImage: '/media/wide/1920.webp' }).image).toBe('/media/wide/1920.webp');
    expect(postCard({ ...post, imageUrl: null, featuredImage: null }).image).toBeNull();
  });

  it('has a plain-text part with the article and every card link', () => {
    expect(mail.text).toContain('Read our note (https://www.harbourline.test/blog/rents) & see');
    expect(mail.text).toContain('HDB <subletting> rules\nWhat owners must know.\nhttps://www.harbourline.test/blog/hdb-subletting');
    expect(mail.text).toContain('Condo in Tampines\nTampines\nhttps://www.harbourline.test/properties/condo-tampines');
  });
});

describe('the plain-text part of a campaign mail', () => {
  const article = [
    '<h2>What changed in <em>November</em></h2>',
    '<p>Rents rose; see <a href="/blog/rents">our note</a> and <a href="https://www.hdb.gov.sg/rules?a=1&amp;b=2">the rules</a>.</p>',
    '<h3>For landlords</h3><ul><li>Renew early</li><li>Check the <a href="/services#maintenance">maintenance plan</a></li></ul>',
    '<h4>Dates</h4><p>Closing 5 Dec.</p>',
  ].join('');
  const text = composeCampaignMail({ ...content, html: article }, 'reader@example.sg', null).text;

  it('keeps every heading of the article, each on a line of its own', () => {
    for (const heading of ['What changed in November', 'For landlords', 'Dates']) expect(text).toMatch(new RegExp(`(^|\\n)${heading}\\n-+\\n`));
  });

  it('keeps every link of the article, absolute, beside its words', () => {
    expect(text).toContain('our note (https://www.harbourline.test/blog/rents)');
    expect(text).toContain('the rules (https://www.hdb.gov.sg/rules?a=1&b=2)');
    expect(text).toContain('- Check the maintenance plan (https://www.harbourline.test/services#maintenance)');
    expect(text).toContain('- Renew early');
  });
});

describe("a subscriber's campaign mail", () => {
  const pageUrl = 'https://www.harbourline.test/newsletter/unsubscribe?token=abc.def';
  const mail = composeCampaignMail(content, 'reader@example.sg', { pageUrl, oneClickUrl: oneClickUnsubscribeUrl(pageUrl) });

  it('carries the RFC 8058 one-click headers, an HTTPS link to the one-click route with the same token', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://www.harbourline.test/api/newsletter/unsubscribe/one-click?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is no test, and shows a visible unsubscribe link to the unsubscribe page in both parts', () => {
    expect(mail.subject).toBe('November letter: what changed');
    expect(mail.html).not.toContain(TEST_MAIL_NOTE);
    expect(mail.html).toContain('<a href="https://www.harbourline.test/newsletter/unsubscribe?token=abc.def" style="color:#6b7280">Unsubscribe</a>');
    expect(mail.text).toContain(`Unsubscribe: ${pageUrl}`);
  });
});
