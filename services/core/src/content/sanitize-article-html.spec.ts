import { sanitizeArticleHtml } from './sanitize-article-html';

const MEDIA_FILE = '/media/0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f/800.webp';

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const article = [
      '<h2>Renting out your HDB flat</h2>',
      '<p>Check the <strong>minimum occupation period</strong> and <em>non-citizen quota</em> first.</p>',
      '<ul><li>Tenant screening</li><li>Rent collection</li></ul>',
      '<ol start="3"><li>Step three</li></ol>',
      '<blockquote><p>Well run, well let.</p></blockquote>',
      '<table><thead><tr><th scope="col">Type</th></tr></thead><tbody><tr><td colspan="2">HDB</td></tr></tbody></table>',
      '<pre><code class="language-text">rent = 2800</code></pre>',
      `<figure><img src="${MEDIA_FILE}" alt="Living room" /><figcaption>Tampines</figcaption></figure>`,
      '<p><a href="https://www.hdb.gov.sg/" title="HDB">HDB</a> or <a href="mailto:hello@harbourline.sg">email us</a> or <a href="/contact">contact</a></p>',
    ].join('');

    expect(sanitizeArticleHtml(article)).toBe(article);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets and rel values', () => {
    expect(sanitizeArticleHtml('<a href="https://www.ura.gov.sg" target="_blank" rel="opener">URA</a>')).toBe(
      '<a href="https://www.ura.gov.sg" target="_blank" rel="noopener noreferrer">URA</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://www.ura.gov.sg" target="_top" rel="opener">URA</a>')).toBe('<a href="https://www.ura.gov.sg">URA</a>');
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    [`<img src="${MEDIA_FILE}" onerror="alert(1)">`, `<img src="${MEDIA_FILE}" />`],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<p style="background:url(javascript:alert(1))" onclick="alert(1)">Text</p>', '<p>Text</p>'],
    ['<iframe src="https://evil.example"></iframe><p>After</p>', '<p>After</p>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
    ['<style>p{color:red}</style><p>Styled</p>', '<p>Styled</p>'],
    ['<img src="https://evil.example/pixel.gif">', ''],
    ['<img src="//evil.example/pixel.gif">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="/api/admin/users">', ''],
    ['<img src="/media/../api/x.png">', ''],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">', ''],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<div class="hero" id="top"><span>Plain</span></div>', 'Plain'],
    ['<code class="language-ts hljs">x</code>', '<code class="language-ts">x</code>'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean);
  });
});
