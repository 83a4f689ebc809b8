import { SITE_KEYWORDS } from '@app/content';
import { injectHead, type PageHead } from './page-head';

const SHELL =
  '<!doctype html><html lang="en-SG"><head><meta charset="utf-8"><title>Default</title><meta name="description" content="Default description."><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

const head = (fields: Partial<PageHead> = {}): PageHead => ({
  title: 'About Us | Harbourline',
  description: 'Who we are.',
  canonicalUrl: 'https://www.harbourline.test/about',
  siteName: 'Harbourline',
  type: 'website',
  imageUrl: null,
  indexable: true,
  structuredData: [],
  feedUrl: 'https://www.harbourline.test/rss.xml',
  ...fields,
});

describe('injectHead', () => {
  it("replaces the shell's title and description and adds the page's tags inside <head>", () => {
    const html = injectHead(SHELL, head());
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About Us | Harbourline</title>');
    expect(html).not.toContain('Default description.');
    expect(html).toContain('<link rel="canonical" href="https://www.harbourline.test/about">');
    expect(html).toContain('<meta property="og:url" content="https://www.harbourline.test/about">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).not.toContain('name="robots"');
  });

  it('gives every page the keywords about property management and asset progression in Singapore (SPEC §1)', () => {
    expect(SITE_KEYWORDS).toMatch(/^property management, asset progression, Singapore, /);
    for (const page of [head(), head({ type: 'article' }), head({ indexable: false, canonicalUrl: null })]) {
      expect(injectHead(SHELL, page)).toContain(`<meta name="keywords" content="${SITE_KEYWORDS}">`);
    }
  });

  it('escapes every value, in attributes and in JSON-LD', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = injectHead(
      SHELL,
      head({
        title: hostile,
        description: `It's <b>bold</b> & "quoted"`,
        structuredData: [{ headline: '</script><script>alert(2)</script>', note: '\u2028' }],
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(2)</script>', note: '\u2028' });
  });

  it('marks a page that must not be indexed and leaves out its canonical link', () => {
    const html = injectHead(SHELL, head({ indexable: false, canonicalUrl: null }));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('describes an article with its image, date, author and tags', () => {
    const html = injectHead(
      SHELL,
      head({
        type: 'article',
        imageUrl: 'https://www.harbourline.test/images/blog/blog-1.svg',
        article: { publishedTime: '2026-10-28T02:00:00.000Z', author: 'Marcus Tan', section: 'Asset Progression', tags: ['HDB', 'Asset Progression'] },
      }),
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://www.harbourline.test/images/blog/blog-1.svg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="article:published_time" content="2026-10-28T02:00:00.000Z">');
    expect(html.match(/article:tag/g)).toHaveLength(2);
  });
});

describe('injectHead placement', () => {
  it('puts the tags where the shell had its title, or before </head> when it had none', () => {
    const html = injectHead('<html><head><meta charset="utf-8"><title>Old</title><script src="/a.js"></script></head></html>', head());
    expect(html.indexOf('<title>About Us')).toBeLessThan(html.indexOf('<script src="/a.js">'));
    const untitled = injectHead('<html><head><script src="/a.js"></script></head></html>', head());
    expect(untitled.indexOf('<title>About Us')).toBeGreaterThan(untitled.indexOf('<script src="/a.js">'));
    expect(untitled.indexOf('<title>About Us')).toBeLessThan(untitled.indexOf('</head>'));
  });

  it('leaves a page without <head> as it is', () => {
    expect(injectHead('<div id="root"></div>', head())).toBe('<div id="root"></div>');
  });
});
