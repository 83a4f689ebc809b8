import { tidyArticleHtml } from './tidy-article-html';

describe('tidyArticleHtml', () => {
  it('turns plain text into paragraphs and line breaks', () => {
    expect(tidyArticleHtml('First paragraph\nsecond line\n\n\nRent & repairs')).toBe('<p>First paragraph<br />second line</p><p>Rent &amp; repairs</p>');
  });

  it('tidies spacing, emphasis tags and empty paragraphs', () => {
    expect(tidyArticleHtml('<h2> Title </h2>\n<p>One  <i>two</i> ,three</p>\n<p><br></p>\n<ul>\n <li> item </li>\n</ul>')).toBe(
      '<h2>Title</h2><p>One <em>two</em>,three</p><ul><li>item</li></ul>',
    );
  });

  it('keeps preformatted text as it is and removes anything unsafe', () => {
    expect(tidyArticleHtml('<pre><code>a  =  1\n  b</code></pre><p onclick="x()">Hi<script>alert(1)</script></p>')).toBe(
      '<pre><code>a  =  1\n  b</code></pre><p>Hi</p>',
    );
  });
});
