import { CONTACT_FAQ, type FaqItem, SERVICES, SERVICES_FAQ, type Service } from '@app/content';
import { type ContentType, type EnhanceContentJob, type ServiceId } from '@app/contracts';
import { escapeHtml, sanitizeArticleHtml } from '@app/core';
import { ArticleWriter, type WrittenDraft } from './article-writer';
import { tidyArticleHtml } from './tidy-article-html';

export type ServicePicker = (services: readonly Service[]) => Service;

const randomService: ServicePicker = (services) => services[Math.floor(Math.random() * services.length)] as Service;

const SERVICE_TAGS: Record<ServiceId, string[]> = {
  'property-management': ['Property Management', 'Property'],
  'co-living': ['Coliving', 'Property Management'],
  luxury: ['Property', 'Wealth'],
  'coliving-operations': ['Coliving', 'Property Management'],
  'asset-progression': ['Asset Progression', 'Property Investment'],
  maintenance: ['Maintenance', 'Property Management'],
  'tenant-placement': ['Property Management', 'Property'],
};

/** Words that find the FAQs about a service. */
const SERVICE_KEYWORDS: Record<ServiceId, string> = {
  'property-management': 'manage',
  'co-living': 'co-living',
  luxury: 'luxury',
  'coliving-operations': 'co-living',
  'asset-progression': 'asset progression',
  maintenance: 'maintenance',
  'tenant-placement': 'tenant',
};

const FAQS_PER_DRAFT = 2;

const TITLES: Record<ContentType, (service: Service) => string> = {
  blog: (service) => `${service.title} in Singapore: A Practical Guide for Owners`,
  'market-report': (service) => `Market Notes: Where ${service.title} Fits for Singapore Owners`,
  newsletter: (service) => `Harbourline Newsletter: ${service.title}`,
  'property-description': (service) => `A Home Cared For by Our ${service.title} Team`,
};

const INTRODUCTIONS: Record<ContentType, (service: Service) => string> = {
  blog: (service) => service.description,
  'market-report': (service) =>
    `Owners of HDB flats, condominiums and co-living homes across Singapore keep asking us how to get more from their property. Here is where ${service.title.toLowerCase()} fits in. ${service.description}`,
  newsletter: (service) => `Welcome to this issue from the Harbourline team. This time we look at ${service.title.toLowerCase()}. ${service.description}`,
  'property-description': (service) => `This home is looked after by the Harbourline ${service.title.toLowerCase()} team. ${service.description}`,
};

/**
 * The writer used when no AI provider is configured: it composes a structured draft from the company's own
 * service catalogue and FAQs, and Enhance tidies the text without changing what it says.
 */
export class TemplateArticleWriter extends ArticleWriter {
  constructor(private readonly pickService: ServicePicker = randomService) {
    super();
  }

  async writeDraft(contentType: ContentType): Promise<WrittenDraft> {
    const service = this.pickService(SERVICES);
    return {
      title: TITLES[contentType](service),
      content: sanitizeArticleHtml(composeArticle(contentType, service)),
      tags: SERVICE_TAGS[service.id],
      imageUrl: service.image,
    };
  }

  async enhance({ content }: EnhanceContentJob): Promise<string> {
    return tidyArticleHtml(content);
  }
}

function composeArticle(contentType: ContentType, service: Service): string {
  return [
    paragraph(INTRODUCTIONS[contentType](service)),
    heading('Why it matters'),
    paragraph(service.longDescription),
    heading('Key benefits'),
    list(service.benefits),
    heading('What the service includes'),
    list(service.features),
    heading('Questions owners ask'),
    ...relatedFaqs(service).flatMap((faq) => [`<h3>${escapeHtml(faq.question)}</h3>`, paragraph(faq.answer)]),
    heading('Talk to us'),
    `<p>Read more about <a href="/services#${service.id}">${escapeHtml(service.title)}</a>, or <a href="/contact">contact our team</a> to book a free consultation about your property.</p>`,
  ].join('');
}

function relatedFaqs(service: Service): FaqItem[] {
  const keyword = SERVICE_KEYWORDS[service.id];
  const related = SERVICES_FAQ.filter((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes(keyword));
  return [...related, ...CONTACT_FAQ].slice(0, FAQS_PER_DRAFT);
}

const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
