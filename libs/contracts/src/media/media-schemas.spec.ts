import { MediaTextFieldsSchema, UpdateMediaSchema, tagsFromText, tagsToText } from './media-schemas';

describe('tags text (SPEC §5)', () => {
  it.each([
    ['blog, property, featured', ['blog', 'property', 'featured']],
    ['  blog ,, ,property,', ['blog', 'property']],
    ['', null],
    [' , ,', null],
  ])('%j becomes %j', (text, tags) => {
    expect(tagsFromText(text)).toEqual(tags);
  });

  it('shows a list comma separated, and no tags as empty text', () => {
    expect(tagsToText(['blog', 'HDB'])).toBe('blog, HDB');
    expect(tagsToText(null)).toBe('');
  });
});

describe('UpdateMediaSchema', () => {
  it('trims, turns empty text into null and normalises the tags', () => {
    expect(UpdateMediaSchema.parse({ title: '  Marina view ', caption: '   ', tags: [' blog', '', 'property '] })).toEqual({
      title: 'Marina view',
      caption: null,
      tags: ['blog', 'property'],
    });
    expect(UpdateMediaSchema.parse({ title: null, tags: [] })).toEqual({ title: null, caption: null, tags: null });
  });

  it('names the field that is too long', () => {
    const result = UpdateMediaSchema.safeParse({ title: 'x'.repeat(201), tags: ['y'.repeat(51)] });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'title: Title must be at most 200 characters',
      'tags.0: Each tag must be at most 50 characters',
    ]);
  });
});

describe('MediaTextFieldsSchema', () => {
  it('reads the comma-separated tags of a multipart upload', () => {
    expect(MediaTextFieldsSchema.parse({ title: ' Lobby ', tags: 'hdb, ,Blog' })).toEqual({ title: 'Lobby', caption: null, tags: ['hdb', 'Blog'] });
    expect(MediaTextFieldsSchema.parse({})).toEqual({ title: null, caption: null, tags: null });
  });

  it('gives the PUT body of the details panel', () => {
    expect(MediaTextFieldsSchema.parse({ title: '', caption: 'Pool deck', tags: 'blog,  featured ,' })).toEqual({
      title: null,
      caption: 'Pool deck',
      tags: ['blog', 'featured'],
    });
  });
});
