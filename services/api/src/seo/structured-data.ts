import { PROPERTY_TYPE_LABELS, type BlogPost, type CompanyProfile, type PublicPropertyListing } from '@app/contracts';
import { BUSINESS_HOURS, type FaqItem, type Service } from '@app/content';

const CONTEXT = 'https://schema.org';

/** The company as a real estate agent serving Singapore (SPEC §1), on every public page. */
export function realEstateAgent(profile: CompanyProfile, siteUrl: string, description: string) {
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': organizationId(siteUrl),
    name: profile.name,
    /** The agency's CEA licence number. */
    identifier: profile.licenceNumber,
    description,
    url: `${siteUrl}/`,
    telephone: profile.phone,
    email: profile.email,
    foundingDate: String(profile.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.address.street,
      postalCode: profile.address.postalCode.match(/\d{6}/)?.[0] ?? profile.address.postalCode,
      addressLocality: 'Singapore',
      addressCountry: profile.address.country,
    },
    areaServed: { '@type': 'Country', name: 'Singapore' },
    sameAs: Object.values(profile.social),
    openingHoursSpecification: BUSINESS_HOURS.filter((entry) => entry.opens && entry.closes).map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.dayOfWeek,
      opens: entry.opens,
      closes: entry.closes,
    })),
  };
}

export function blogPosting(post: BlogPost, postUrl: string, imageUrl: string | null, siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${postUrl}#article`,
    mainEntityOfPage: postUrl,
    url: postUrl,
    headline: post.title,
    description: post.excerpt,
    ...(imageUrl ? { image: imageUrl } : {}),
    datePublished: post.publishDate,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': organizationId(siteUrl) },
    keywords: post.tags.join(', '),
    ...(post.category ? { articleSection: post.category } : {}),
    inLanguage: 'en-SG',
  };
}

/** A listing with what it is (rooms, floor area, address) and its offers to rent and to buy, in SGD. */
export function realEstateListing(listing: PublicPropertyListing, listingUrl: string, imageUrl: string | null, siteUrl: string) {
  const offer = (price: number, businessFunction: string) => ({
    '@type': 'Offer',
    price,
    priceCurrency: 'SGD',
    businessFunction: `http://purl.org/goodrelations/v1#${businessFunction}`,
    availability: listing.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  });
  const offers = [
    ...(listing.monthlyRent !== null ? [offer(listing.monthlyRent, 'LeaseOut')] : []),
    ...(listing.askingPrice !== null ? [offer(listing.askingPrice, 'Sell')] : []),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${listingUrl}#listing`,
    url: listingUrl,
    name: listing.title,
    description: listing.description,
    identifier: listing.reference,
    ...(imageUrl ? { image: imageUrl } : {}),
    dateModified: listing.updatedAt,
    provider: { '@id': organizationId(siteUrl) },
    about: {
      '@type': 'Accommodation',
      name: listing.title,
      accommodationCategory: PROPERTY_TYPE_LABELS[listing.type],
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: listing.floorAreaSqft, unitCode: 'FTK' },
      amenityFeature: listing.features.map((feature) => ({ '@type': 'LocationFeatureSpecification', name: feature, value: true })),
      address: { '@type': 'PostalAddress', streetAddress: listing.addressLine, addressLocality: listing.district, addressCountry: 'SG' },
    },
    offers,
  };
}

export function faqPage(faqs: readonly FaqItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

/** The services of /services, each with its anchor, offered by the company across Singapore. */
export function serviceList(services: readonly Service[], servicesUrl: string, siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        '@id': `${servicesUrl}#${service.id}`,
        url: `${servicesUrl}#${service.id}`,
        name: service.title,
        description: service.description,
        provider: { '@id': organizationId(siteUrl) },
        areaServed: { '@type': 'Country', name: 'Singapore' },
      },
    })),
  };
}

function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}
