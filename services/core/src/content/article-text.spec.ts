import { articleExcerpt, articleText } from './article-text';

describe('articleText', () => {
  it('leaves headings and tags out and puts one space between blocks', () => {
    expect(articleText('<h2>Why it matters</h2><p>Rent &amp; repairs</p><ul><li>One</li><li>Two</li></ul><p>Line<br />break</p>')).toBe(
      'Rent & repairs One Two Line break',
    );
  });
});

describe('articleExcerpt', () => {
  it('returns short text whole', () => {
    expect(articleExcerpt('<p>Owners of HDB flats can rent out rooms.</p>')).toBe('Owners of HDB flats can rent out rooms.');
  });

  it('cuts long text at a word and adds an ellipsis', () => {
    const excerpt = articleExcerpt(`<p>${'condominium '.repeat(40)}</p>`, 50);
    expect(excerpt).toBe('condominium condominium condominium condominium…');
    expect(excerpt.length).toBeLessThanOrEqual(50);
  });
});
