import { makePost } from '../../testing/fixtures';
import { initialsOf } from './initials';
import { badgeOf } from './post-topics';

const hdb = makePost({ id: '1', title: 'Subletting your HDB flat', tags: ['HDB', 'Property Management'] });
const untagged = makePost({ id: '3', title: 'Market outlook', excerpt: 'Rents in 2026', tags: [], category: 'Wealth' });
const bare = makePost({ id: '4', title: 'Notes', excerpt: 'Short', tags: [], category: null });

describe('post topics', () => {
  it("badges a post with its first tag, else its category, else 'Property'", () => {
    expect(badgeOf(hdb)).toBe('HDB');
    expect(badgeOf(untagged)).toBe('Wealth');
    expect(badgeOf(bare)).toBe('Property');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each word, upper case', () => {
    expect(initialsOf('mei ling  tan')).toBe('MLT');
    expect(initialsOf('Harbourline')).toBe('H');
  });
});
