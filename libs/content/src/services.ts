import type { ServiceId } from '@app/contracts';
import { SERVICE_TITLES } from './service-titles';

export interface Service {
  /** Also the anchor of the service's section on /services. */
  id: ServiceId;
  title: string;
  description: string;
  image: string;
  longDescription: string;
  benefits: string[];
  features: string[];
}

const serviceImage = (id: ServiceId) => `/images/services/${id}.svg`;

/** The service catalogue (SPEC §3), in the order the site lists it. */
export const SERVICES: readonly Service[] = [
  {
    id: 'property-management',
    title: SERVICE_TITLES['property-management'],
    description: 'End-to-end care for your HDB flat or condominium: tenants, rent, repairs and paperwork handled for you.',
    image: serviceImage('property-management'),
    longDescription:
      'We look after your property as if it were our own. From marketing the unit and screening tenants to collecting rent, coordinating repairs and renewing leases, one dedicated manager handles every detail and reports to you in plain numbers. Our SmartTech platform gives you a live view of rent received, open maintenance jobs and upcoming lease dates, so you always know how your property is doing without having to chase anyone.',
    benefits: [
      'Steady rental income with fewer vacant months',
      'One dedicated property manager who knows your unit',
      'Less of your time spent on tenants, repairs and paperwork',
      'Compliance with HDB, URA and IRAS requirements handled for you',
    ],
    features: [
      'Tenant sourcing, screening and lease administration',
      'Monthly rent collection and arrears follow-up',
      'Online owner dashboard with monthly statements',
      'Scheduled inspections with photo reports',
      'Stamp duty, tax and HDB subletting paperwork',
    ],
  },
  {
    id: 'co-living',
    title: SERVICE_TITLES['co-living'],
    description: 'Room-by-room letting and community management that keeps co-living homes full and well run.',
    image: serviceImage('co-living'),
    longDescription:
      'Co-living brings more tenants, shorter stays and more moving parts. We turn your property into a well-run shared home: furnished rooms priced for the market, flexible leases, cleaning of common areas and house rules that residents respect. Occupancy and room-level income are tracked in real time, and AI-assisted pricing suggests rents that keep rooms filled without leaving money on the table.',
    benefits: [
      'Higher yield than a single whole-unit lease',
      'Occupancy kept high through flexible terms and quick turnarounds',
      'Residents who stay longer because the home is well looked after',
      'Room-by-room income you can see at a glance',
    ],
    features: [
      'Room-by-room marketing and tenant matching',
      'Flexible lease terms from three months',
      'Scheduled cleaning and upkeep of common areas',
      'Smart locks and digital access for residents',
      'AI-assisted rent pricing per room',
    ],
  },
  {
    id: 'luxury',
    title: SERVICE_TITLES['luxury'],
    description: 'Discreet, white-glove management for high-end condominiums, penthouses and landed homes.',
    image: serviceImage('luxury'),
    longDescription:
      'Prime homes deserve a higher standard of care. Our luxury team manages penthouses, high-end condominiums and Good Class Bungalows for owners who value discretion and precision. We place corporate and expatriate tenants, protect premium finishes with specialist contractors and keep you informed with concise, private reporting, whether you live in Singapore or overseas.',
    benefits: [
      'Premium tenants placed through corporate and relocation networks',
      'Finishes, fittings and appliances kept in showroom condition',
      'Complete discretion for owners and residents',
      'Peace of mind for owners who live overseas',
    ],
    features: [
      'Dedicated senior manager and concierge line',
      'Specialist contractors for marble, timber and smart-home systems',
      'Detailed condition reports with high-resolution photography',
      'Corporate lease and diplomatic clause handling',
      'Quarterly owner review of rental performance',
    ],
  },
  {
    id: 'coliving-operations',
    title: SERVICE_TITLES['coliving-operations'],
    description: 'Operations know-how for co-living operators: systems, processes and staff support to run homes at scale.',
    image: serviceImage('coliving-operations'),
    longDescription:
      'For operators who run their own co-living brand, we provide the back office that makes scale possible. We set up the processes, software and service partners behind resident onboarding, billing, housekeeping and maintenance, and we can run any of them for you. Our playbooks come from running co-living homes every day, and they are tuned to Singapore’s regulations on occupancy and minimum stay.',
    benefits: [
      'Lower operating cost per room as you grow',
      'Consistent resident experience across every property',
      'Regulatory checks on occupancy caps and minimum stays built in',
      'Your team freed to focus on growth and partnerships',
    ],
    features: [
      'Resident onboarding and offboarding workflows',
      'Automated billing, deposits and utilities splitting',
      'Housekeeping and maintenance vendor management',
      'Occupancy and revenue dashboards per property',
      'Staff training and standard operating procedures',
    ],
  },
  {
    id: 'asset-progression',
    title: SERVICE_TITLES['asset-progression'],
    description: 'A clear, numbers-based plan for your next move: upgrading, right-sizing or growing your portfolio.',
    image: serviceImage('asset-progression'),
    longDescription:
      'Your property is likely your largest asset, and the right next step can change your family’s finances for decades. Our consultants model your options, from an HDB-to-condominium upgrade to decoupling, right-sizing or adding an investment unit, with the figures that matter: cash and CPF needs, stamp duties, loan limits, rental income and timing. You get a written plan you can act on, and we can manage the property you keep once the move is done.',
    benefits: [
      'Decisions based on numbers rather than guesswork',
      'Timing that respects the minimum occupation period and seller’s stamp duty',
      'A realistic view of financing, CPF usage and cash needs',
      'One partner from the plan to managing the property afterwards',
    ],
    features: [
      'Personal financial and property review',
      'Upgrade, right-sizing and decoupling scenarios compared',
      'Stamp duty, loan-to-value and TDSR calculations',
      'Rental yield and capital growth projections',
      'Written asset progression plan with a timeline',
    ],
  },
  {
    id: 'maintenance',
    title: SERVICE_TITLES['maintenance'],
    description: 'Preventive care and fast repairs by vetted contractors, with a 24/7 emergency line.',
    image: serviceImage('maintenance'),
    longDescription:
      'Small issues become expensive when they wait. Our maintenance team combines scheduled preventive care, such as air-conditioner servicing, water heater checks and pest control, with fast responses to repairs. Every request is logged, quoted and tracked in our system, vetted contractors do the work, and you receive before-and-after photos. We respond within 24 hours, and our emergency service runs around the clock.',
    benefits: [
      'Response within 24 hours, with a 24/7 emergency service',
      'Lower long-term repair costs through preventive care',
      'Fair, transparent pricing from vetted contractors',
      'Happier tenants who renew their leases',
    ],
    features: [
      'Air-conditioner servicing and water heater checks',
      'Plumbing, electrical and carpentry repairs',
      'Scheduled pest control and deep cleaning',
      'Repair requests tracked from report to completion',
      'Before-and-after photo reports',
    ],
  },
  {
    id: 'tenant-placement',
    title: SERVICE_TITLES['tenant-placement'],
    description: 'The right tenant, quickly: marketing, viewings, screening and a watertight tenancy agreement.',
    image: serviceImage('tenant-placement'),
    longDescription:
      'A good tenant is the foundation of a good investment. We price your unit against current transactions, present it with professional photos and virtual tours, and market it across the major property portals and our own network. Applicants are screened for employment, pass validity and rental history before you choose. We then prepare the tenancy agreement, stamp it with IRAS and hand over the keys with a documented inventory.',
    benefits: [
      'Shorter vacancy between tenancies',
      'Reliable, screened tenants',
      'A tenancy agreement that protects your interests',
      'A documented handover that prevents deposit disputes',
    ],
    features: [
      'Market rental valuation',
      'Professional photography and virtual tours',
      'Listings on major property portals',
      'Tenant screening and reference checks',
      'Tenancy agreement, stamp duty and inventory handover',
    ],
  },
];

export function findService(id: string): Service | undefined {
  return SERVICES.find((service) => service.id === id);
}
