import { SERVICES } from '@app/content';
import { TAG_CHOICES } from '@app/contracts';
import { TemplateArticleWriter } from './template-article-writer';

const coLiving = SERVICES.find((service) => service.id === 'co-living');
const writer = new TemplateArticleWriter((services) => services.find((service) => service.id === 'co-living') ?? services[0]!);

describe('TemplateArticleWriter', () => {
  it('composes a structured blog draft from a service and the FAQs', async () => {
    const draft = await writer.writeDraft('blog');

    expect(draft.title).toBe('Co-Living Space Management in Singapore: A Practical Guide for Owners');
    expect(draft.imageUrl).toBe(coLiving?.image);
    expect(draft.tags).toEqual(['Coliving', 'Property Management']);
    expect(draft.tags.every((tag) => (TAG_CHOICES as readonly string[]).includes(tag))).toBe(true);
    for (const heading of ['Why it matters', 'Key benefits', 'What the service includes', 'Questions owners ask', 'Talk to us']) {
      expect(draft.content).toContain(`<h2>${heading}</h2>`);
    }
    expect(draft.content).toContain(`<li>${coLiving?.benefits[0]}</li>`);
    expect(draft.content).toContain('<h3>');
    expect(draft.content).toContain('<a href="/services#co-living">');
  });

  it('writes a title and introduction for each content type', async () => {
    const newsletter = await writer.writeDraft('newsletter');
    const listing = await writer.writeDraft('property-description');

    expect(newsletter.title).toBe('Harbourline Newsletter: Co-Living Space Management');
    expect(newsletter.content).toMatch(/^<p>Welcome to this issue from the Harbourline team\./);
    expect(listing.content).toMatch(/^<p>This home is looked after by the Harbourline co-living space management team\./);
  });

  it('can draw on every service', async () => {
    for (const service of SERVICES) {
      const draft = await new TemplateArticleWriter(() => service).writeDraft('market-report');
      expect(draft.title).toContain(service.title);
      expect(draft.content.match(/<h3>/g)).toHaveLength(2);
    }
  });

  it('enhances by tidying the article without changing its words', async () => {
    await expect(writer.enhance({ content: '<p>  Rent  collection , <b>done</b> .</p><p> </p>', prompt: 'Make it punchier', title: '' })).resolves.toBe(
      '<p>Rent collection, <strong>done</strong>.</p>',
    );
  });
});
