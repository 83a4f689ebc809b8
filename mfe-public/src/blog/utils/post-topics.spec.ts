import { makePost } from '../../testing/fixtures';
import { initialsOf } from './initials';
import { badgeOf, distinctTopics, filterPosts, topicsOf } from './post-topics';

const hdb = makePost({ id: '1', title: 'Subletting your HDB flat', tags: ['HDB', 'Property Management'] });
const condo = makePost({ id: '2', title: 'Condo checklist', excerpt: 'What landlords forget', tags: ['Property'] });
const untagged = makePost({ id: '3', title: 'Market outlook', excerpt: 'Rents in 2026', tags: [], category: 'Wealth' });
const bare = makePost({ id: '4', title: 'Notes', excerpt: 'Short', tags: [], category: null });
const posts = [hdb, condo, untagged, bare];

describe('post topics', () => {
  it('uses the tags in lower case, else the category', () => {
    expect(topicsOf(hdb)).toEqual(['hdb', 'property management']);
    expect(topicsOf(untagged)).toEqual(['wealth']);
    expect(topicsOf(bare)).toEqual([]);
    expect(distinctTopics([...posts, hdb])).toEqual(['hdb', 'property management', 'property', 'wealth']);
  });

  it("badges a post with its first tag, else its category, else 'Property'", () => {
    expect(badgeOf(hdb)).toBe('HDB');
    expect(badgeOf(untagged)).toBe('Wealth');
    expect(badgeOf(bare)).toBe('Property');
  });
});

describe('filterPosts', () => {
  it('searches title, excerpt and tags, ignoring case and surrounding spaces', () => {
    expect(filterPosts(posts, '  hdb ', 'all')).toEqual([hdb]);
    expect(filterPosts(posts, 'LANDLORDS', 'all')).toEqual([condo]);
    expect(filterPosts(posts, 'property management', 'all')).toEqual([hdb]);
    expect(filterPosts(posts, '', 'all')).toEqual(posts);
  });

  it('matches the topic against a tag or the category', () => {
    expect(filterPosts(posts, '', 'property')).toEqual([condo]);
    expect(filterPosts(posts, '', 'wealth')).toEqual([untagged]);
    expect(filterPosts(posts, 'rents', 'hdb')).toEqual([]);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each word, upper case', () => {
    expect(initialsOf('mei ling  tan')).toBe('MLT');
    expect(initialsOf('Harbourline')).toBe('H');
  });
});
