import { BUNDLED_MAIL_IMAGES } from '@app/content';
import { composeCampaignMail, type MailImage, mailImageOf, oneClickUnsubscribeUrl, postCard, propertyCard, TEST_MAIL_NOTE } from './campaign-mail';

const CHART = '/media/3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d/960.webp';
const images: Record<string, MailImage> = {
  [CHART]: mailImageOf('/media/3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d/mail.jpg', 1920, 1080),
  '/images/blog/blog-1.svg': mailImageOf(BUNDLED_MAIL_IMAGES['/images/blog/blog-1.svg']!.src, 1120, 588),
};

const content = {
  subject: 'November letter:\r\nwhat changed',
  html: `<h2>Rents</h2><p>Read <a href="/blog/rents">our note</a> & see <img src="${CHART}" alt="Chart of rents"></p><script>alert(1)</script>`,
  siteUrl: 'https://www.harbourline.test',
  images,
  cards: [
    postCard({
      title: 'HDB <subletting> rules',
      excerpt: 'What owners must know.',
      slug: 'hdb-subletting',
      imageUrl: '/images/blog/blog-1.svg',
      featuredImage: '/images/blog/blog-2.svg',
    }),
    propertyCard({ title: 'Condo in Tampines', district: 'Tampines', slug: 'condo-tampines', image: null }),
  ],
};

/**
 * What an inbox would show wrong: an image that is not a raster (Gmail and Outlook show no SVG or WebP), or has no
 * size or alt text; a heading of the HTML part that is not a line of the text part.
 */
function mailImageFaults({ html = '', text }: { html?: string; text: string }): string[] {
  const images = [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '';
    return [
      ...(/\.(jpe?g|png)$/i.test(src) ? [] : [`not a raster image mail clients show: ${src}`]),
      ...(['width', 'height', 'alt'] as const).filter((attribute) => !new RegExp(`\\s${attribute}="`).test(tag)).map((attribute) => `no ${attribute}: ${src}`),
    ];
  });
  const headings = [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)].map(([, heading]) =>
    (heading as string)
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
  return [...images, ...headings.filter((heading) => !text.split('\n').includes(heading)).map((heading) => `heading missing from the text part: ${heading}`)];
}

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
    expect(mail.html).toContain(
      '<img src="https://www.harbourline.test/media/3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d/mail.jpg" alt="Chart of rents" width="560" height="315"',
    );
    expect(mail.html).not.toContain('<script>');
  });

  it('shows featured posts and listings as cards with absolute links and images, their text escaped', () => {
    expect(mail.html).toContain('<a href="https://www.harbourline.test/blog/hdb-subletting" style="color:#1e3a5f">HDB &lt;subletting&gt; rules</a>');
    expect(mail.html).toContain(
      '<img src="https://www.harbourline.test/images/blog/blog-1.mail.jpg" alt="HDB &lt;subletting&gt; rules" width="560" height="294"',
    );
    expect(mail.html).toContain('href="https://www.harbourline.test/properties/condo-tampines"');
  });

  it('shows only raster images, each with its size and alt text: one without a raster image is left out', () => {
    expect(mailImageFaults(mail)).toEqual([]);
    const withoutRasters = composeCampaignMail({ ...content, images: {} }, 'editor@harbourline.test', null);
    expect(withoutRasters.html).not.toContain('<img');
    expect(withoutRasters.html).toContain('Read <a href="https://www.harbourline.test/blog/rents">our note</a> &amp; see </p>');
  });

  it('refuses, in this check, the mail of the code before: SVG cards and WebP article images', () => {
    const before = '<img src="https://www.harbourline.test/images/blog/blog-1.svg" alt="" width="560"><img src="/media/a/960.webp" alt="Chart">';
    expect(mailImageFaults({ html: before, text: '' })).toEqual([
      'not a raster image mail clients show: https://www.harbourline.test/images/blog/blog-1.svg',
      'no height: https://www.harbourline.test/images/blog/blog-1.svg',
      'not a raster image mail clients show: /media/a/960.webp',
      'no width: /media/a/960.webp',
      'no height: /media/a/960.webp',
    ]);
    expect(mailImageFaults({ html: '<h2>Rents</h2>', text: 'Rents are up.' })).toEqual(['heading missing from the text part: Rents']);
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
