import { type ContentType, type EnhanceContentJob, TAG_CHOICES } from '@app/contracts';
import { SERVICES } from '@app/content';

export type ChatMessage = { role: 'system' | 'user'; content: string };

const SYSTEM_PROMPT = [
  'You write for Harbourline, a Singapore property management and asset progression company founded in 2024.',
  'Readers are Singapore property owners and investors: HDB flat owners, condominium landlords, upgraders planning',
  'asset progression (for example from an HDB flat to a private condominium), co-living operators, and tenants.',
  'Write in British English, warm and practical, with concrete steps owners can take.',
  'Never invent figures, prices, dates, quotes or statistics. Where rules matter (the HDB minimum occupation period,',
  'subletting rules, ABSD, URA and IRAS requirements), explain them in general terms and tell readers to check the',
  'latest rules with HDB, URA or IRAS.',
  'Format the article as HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote> and',
  '<a href="...">. No <h1> (the title is shown separately), no inline styles, no scripts, and do not add images.',
  'Always answer with a single JSON object and nothing else.',
].join(' ');

const BRIEFS: Record<ContentType, string> = {
  blog: 'a blog article of 600 to 900 words: a short introduction, three to five sections under <h2> headings, and a closing paragraph inviting readers to talk to Harbourline',
  'market-report':
    'a market commentary of 500 to 800 words on the Singapore residential rental and resale market for owners, describing trends qualitatively (no invented numbers), with <h2> sections and a list of practical takeaways',
  newsletter: 'a friendly newsletter of 300 to 500 words to property owners, with two or three short sections under <h2> headings and a closing call to action',
  'property-description':
    'a listing description of 150 to 300 words for a well-kept home under Harbourline management, with a short introduction and a <ul> of highlights; do not invent an address, a price or a size',
};

/** Topic ideas per content type; the worker picks one so generated drafts vary. */
export const TOPICS: Record<ContentType, readonly string[]> = {
  blog: [
    'Moving from an HDB flat to a private condominium: planning your asset progression',
    'What HDB owners should check before renting out a room or the whole flat',
    'Running a co-living property that residents want to stay in',
    'Preparing a condominium unit for new tenants',
    'A maintenance calendar for Singapore homes in hot, humid weather',
    'How smart home technology and AI make property management easier for owners',
  ],
  'market-report': [
    'What shapes rental demand for HDB flats and condominiums this quarter',
    'Co-living demand in Singapore and what it means for owners',
    'Upgrading from HDB to private property: what owners weigh up',
  ],
  newsletter: [
    'Seasonal maintenance reminders and what our team has been working on',
    'Getting your property ready for a new lease',
    'Tenant care: keeping good tenants for longer',
  ],
  'property-description': [
    'A furnished three-bedroom condominium unit near an MRT station',
    'A renovated four-room HDB flat ready for a family',
    'A co-living room in a well-run shared home',
  ],
};

const SERVICE_LIST = SERVICES.map((service) => `- ${service.title}: ${service.description}`).join('\n');

export function generateDraftMessages(contentType: ContentType, topic: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: [
        `Write ${BRIEFS[contentType]}.`,
        `Topic: ${topic}.`,
        `Where it helps the reader, mention the Harbourline service that fits, from this list:\n${SERVICE_LIST}`,
        `Answer as JSON: {"title": "a headline of at most 90 characters", "content": "the HTML", "tags": [one or two of ${TAG_CHOICES.map((tag) => `"${tag}"`).join(', ')}]}`,
      ].join('\n\n'),
    },
  ];
}

export function enhanceMessages({ content, prompt, title }: EnhanceContentJob): ChatMessage[] {
  const instructions = prompt || 'Improve clarity, structure and flow; keep the meaning, facts and length roughly the same.';
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: [
        'Improve the article below.',
        title ? `Its title: ${title}` : '',
        `The editor's instructions: ${instructions}`,
        'Keep its links and images exactly as they are, and keep it in the same language.',
        'Answer as JSON: {"content": "the improved HTML"}',
        `The article:\n${content}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
  ];
}
