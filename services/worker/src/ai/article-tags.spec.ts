import { pickArticleTags } from './article-tags';

describe('pickArticleTags', () => {
  it('maps suggestions onto the tag choices, at most two, without duplicates', () => {
    expect(pickArticleTags([' hdb ', 'HDB', 'Crypto', 'asset progression', 'Wealth'])).toEqual(['HDB', 'Asset Progression']);
  });

  it('falls back to Property when nothing matches', () => {
    expect(pickArticleTags(['Crypto'])).toEqual(['Property']);
  });
});
