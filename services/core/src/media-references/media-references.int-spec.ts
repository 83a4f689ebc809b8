import { MikroORM } from '@mikro-orm/postgresql';
import { BlogPostEntity } from '../blog/blog-post.entity';
import { ContentDraftEntity, type ContentDraftFields } from '../content/content-draft.entity';
import { ContentPublisher } from '../content/content-publisher';
import { createOrmOptions } from '../database/orm-options';
import { PropertyEntity } from '../properties/property.entity';
import { testDraft } from '../testing/test-rows';
import { MediaReferenceEntity } from './media-reference.entity';

const BACK_FILL = 'Migration20261127060000';

describe('media_references', () => {
  let orm: MikroORM;
  const newId = () => crypto.randomUUID();
  const image = (mediaId: string) => `/media/${mediaId}/800.webp`;

  /** Every row naming `mediaId`, as `kind:field`. */
  async function referencesTo(mediaId: string): Promise<string[]> {
    const rows = await orm.em.fork().find(MediaReferenceEntity, { mediaId });
    return rows.map((row) => `${row.post ? 'post' : row.draft ? 'draft' : 'property'}:${row.field}`).sort();
  }

  function draft(fields: Partial<ContentDraftFields>): ContentDraftEntity {
    return testDraft({ title: 'Cooling a west-facing flat', content: '<p>Blinds help.</p>', author: 'Mei Ling Tan', contentType: 'blog', ...fields });
  }

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmOptions(process.env.DATABASE_URL as string, { debug: false }));
  });
  afterAll(() => orm.close(true));

  it('are written when the worker publishes a scheduled draft', async () => {
    const mediaId = newId();
    const scheduled = draft({ status: 'scheduled', scheduledFor: new Date(Date.now() - 60_000), content: `<img src="${image(mediaId)}" alt="">` });
    await orm.em.fork().persistAndFlush(scheduled);

    const post = await new ContentPublisher(orm.em.fork()).publishScheduled(scheduled.id);

    expect(post).not.toBeNull();
    expect(await referencesTo(mediaId)).toEqual(['draft:content', 'post:content']);
  });

  it('change only for the fields a flush writes, so a draft loaded without its body keeps the body’s rows', async () => {
    const [listed, inline, replaced] = [newId(), newId(), newId()];
    const saved = draft({ imageUrl: image(listed), content: `<img src="${image(inline)}" alt="">` });
    await orm.em.fork().persistAndFlush(saved);

    const em = orm.em.fork();
    const partial = await em.findOneOrFail(ContentDraftEntity, { id: saved.id }, { fields: ['imageUrl'] });
    partial.imageUrl = image(replaced);
    await em.flush();

    expect(await referencesTo(listed)).toEqual([]);
    expect(await referencesTo(replaced)).toEqual(['draft:listingImage']);
    expect(await referencesTo(inline)).toEqual(['draft:content']);
  });

  it('are back-filled by the migration from the content saved before it', async () => {
    const [listed, inline, photo] = [newId(), newId(), newId()];
    const em = orm.em.fork();
    const post = new BlogPostEntity({
      slug: `balconies-${newId()}`,
      title: 'Balconies',
      excerpt: 'Plants.',
      content: `<img src="${image(inline)}" alt="">`,
      author: 'Mei Ling Tan',
      publishDate: new Date(),
      imageUrl: image(listed),
    });
    const listing = new PropertyEntity({
      slug: `novena-${newId()}`,
      title: 'Novena flat',
      district: 'Novena',
      addressLine: 'Thomson Road',
      type: 'condominium',
      bedrooms: 2,
      bathrooms: 2,
      sizeSqft: 900,
      monthlyRent: 4800,
      askingPrice: null,
      description: 'Near the MRT.',
      features: [],
      badge: null,
      status: 'hidden',
      photoIds: [photo],
      agent: null,
    });
    await em.persistAndFlush([post, draft({ featuredImage: image(listed) }), listing]);

    const migrator = orm.getMigrator();
    await migrator.down({ migrations: [BACK_FILL] });
    await migrator.up({ migrations: [BACK_FILL] });

    expect(await referencesTo(listed)).toEqual(['draft:featuredImage', 'post:listingImage']);
    expect(await referencesTo(inline)).toEqual(['post:content']);
    expect(await referencesTo(photo)).toEqual(['property:photo']);
  });
});
