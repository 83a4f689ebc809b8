import type { PropertyFields } from './property.entity';

/** The four featured properties of a fresh install (SPEC §3), one of each kind the company manages. */
export const FEATURED_PROPERTIES_SEED: readonly PropertyFields[] = [
  {
    title: 'Renovated 4-Room HDB Flat',
    location: 'Tampines, East Singapore',
    description:
      'A bright, high-floor flat five minutes from Tampines MRT and Tampines Hub, renovated in 2025 with new kitchen cabinets, vinyl flooring and inverter air-conditioning. Let to a family of four on a two-year lease, with subletting approval and tenant registration handled by us.',
    bedrooms: 3,
    sizeSqft: 990,
    features: ['Approved for whole-flat subletting', 'Renovated in 2025', 'Digital door lock', 'Near MRT and schools'],
    image: '/images/properties/property-1.svg',
    badge: 'HDB',
    featured: true,
    sortOrder: 1,
  },
  {
    title: 'Two-Bedroom Condominium at Tanjong Pagar',
    location: 'Tanjong Pagar, Central Singapore',
    description:
      'A fully furnished city-fringe condominium unit with pool, gym and 24-hour security, a short walk from Tanjong Pagar MRT and the CBD. We manage the lease, quarterly air-conditioner servicing and every repair, and the owner receives one clear statement a month.',
    bedrooms: 2,
    sizeSqft: 753,
    features: ['Pool, gym and 24-hour security', 'Fully furnished', '5 minutes to Tanjong Pagar MRT', 'Quarterly air-con servicing'],
    image: '/images/properties/property-2.svg',
    badge: 'Condominium',
    featured: true,
    sortOrder: 2,
  },
  {
    title: 'Six-Room Co-Living Home in Balestier',
    location: 'Balestier, Central Singapore',
    description:
      'A conservation terrace converted into six private en-suite rooms around a shared kitchen and lounge. Residents sign six-month agreements; we run viewings, weekly cleaning of shared areas, utilities, Wi-Fi and the resident community, and keep occupancy above 95 per cent.',
    bedrooms: 6,
    sizeSqft: 2150,
    features: ['Six en-suite rooms', 'Weekly cleaning of shared areas', 'Utilities and Wi-Fi included', 'Smart locks on every room'],
    image: '/images/properties/property-3.svg',
    badge: 'Co-Living',
    featured: true,
    sortOrder: 3,
  },
  {
    title: 'Penthouse with Marina Bay Views',
    location: 'Marina Bay, Downtown Core',
    description:
      'A four-bedroom penthouse with a private roof terrace and private lift lobby overlooking Marina Bay. Our luxury team looks after the discreet marketing, vetted corporate tenants, housekeeping coordination and the care of fittings and art in the owner’s absence.',
    bedrooms: 4,
    sizeSqft: 3230,
    features: ['Private roof terrace', 'Private lift lobby', 'Concierge service', 'Corporate tenancy'],
    image: '/images/properties/property-4.svg',
    badge: 'Luxury',
    featured: true,
    sortOrder: 4,
  },
];
