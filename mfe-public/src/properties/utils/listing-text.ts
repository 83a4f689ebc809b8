import { PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { PROPERTY_TYPE_LABELS, type PublicPropertyListing } from '@app/contracts';
import { formatWholeNumber } from '@app/web';

const dollars = (amount: number) => `S$${formatWholeNumber(amount)}`;

export function listingPath(slug: string): string {
  return pagePath(PROPERTY_LISTING_PAGE, { slug });
}

/** 'S$4,800 / month', 'S$1,250,000', or both joined. */
export function priceText({ monthlyRent, askingPrice }: Pick<PublicPropertyListing, 'monthlyRent' | 'askingPrice'>): string {
  return [monthlyRent !== null && `${dollars(monthlyRent)} / month`, askingPrice !== null && dollars(askingPrice)].filter(Boolean).join(' · ');
}

/** 'Condominium · 3 bedrooms · 2 bathrooms · 1,100 sq ft'. */
export function factsText(listing: Pick<PublicPropertyListing, 'type' | 'bedrooms' | 'bathrooms' | 'floorAreaSqft'>): string {
  const bedrooms = listing.bedrooms === 0 ? 'Studio' : `${listing.bedrooms} ${listing.bedrooms === 1 ? 'bedroom' : 'bedrooms'}`;
  const bathrooms = `${listing.bathrooms} ${listing.bathrooms === 1 ? 'bathroom' : 'bathrooms'}`;
  return [PROPERTY_TYPE_LABELS[listing.type], bedrooms, bathrooms, `${formatWholeNumber(listing.floorAreaSqft)} sq ft`].join(' · ');
}

/** A map search for the listing's street and district, opened on Google Maps. */
export function mapLink({ addressLine, district }: Pick<PublicPropertyListing, 'addressLine' | 'district'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${addressLine}, ${district}, Singapore`)}`;
}
