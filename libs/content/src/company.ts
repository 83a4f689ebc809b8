/** Copy about the company itself: home hero, story, strengths, mission and values, and the closing banner. */

export interface TitledText {
  title: string;
  description: string;
}

export const HERO = {
  title: 'Premium Property Management in Singapore',
  subtitle:
    'From HDB flats to luxury condominiums and co-living homes, we look after your property and plan its next step, so your asset keeps growing while you get on with life.',
};

export interface TrustStat {
  value: string;
  label: string;
}

/** The trust strip under the home hero (SPEC §2). */
export const TRUST_STATS: readonly TrustStat[] = [
  { value: '5+', label: 'Years Experience' },
  { value: '128+', label: 'Properties Managed' },
  { value: '97%', label: 'Client Satisfaction' },
  { value: '24/7', label: 'Customer Support' },
];

export const ABOUT_INTRO = {
  title: 'Property Care with a Plan',
  paragraphs: [
    'Harbourline was founded in Singapore in 2024 by property managers, agents and engineers who saw owners juggling tenants, contractors and regulations on their own. We bring all of it under one roof, for HDB flats, condominiums, co-living homes and luxury residences.',
    'What sets us apart is that we manage with the next step in mind. Every property we look after has a plan: how it earns today, how it is protected, and how it helps its owner progress, whether that means upgrading, right-sizing or growing a portfolio.',
  ],
};

/** The four strengths of the home page's about section. */
export const STRENGTHS: readonly TitledText[] = [
  {
    title: 'Every Property Type',
    description: 'HDB flats, condominiums, co-living homes and luxury residences, managed by specialists in each.',
  },
  {
    title: 'Asset Progression Focus',
    description: 'We manage today’s tenancy with your next move in mind, backed by clear financial planning.',
  },
  {
    title: 'SmartTech and AI',
    description: 'Smart locks, live owner dashboards and AI-assisted pricing keep your property efficient and visible.',
  },
  {
    title: 'Always Reachable',
    description: 'Replies within 24 hours on business days and a 24/7 emergency line for urgent repairs.',
  },
];

export const COMPANY_STORY = {
  title: 'Our Story',
  paragraphs: [
    'Harbourline began in 2024 with a simple observation: Singapore’s property owners were being served in pieces. One agent found the tenant, another company handled repairs, and nobody looked at the bigger picture of what the property should do for its owner in five or ten years.',
    'Our founders, a mix of property managers, licensed agents, facility engineers and software builders, set out to change that. We started with a handful of HDB flats and condominiums in the east and central regions, and quickly grew into co-living homes and prime residences as owners recommended us to friends and family.',
    'Today we manage more than 128 properties across the island. We combine hands-on care from people who know each unit with SmartTech tools that make everything visible: live rent and maintenance dashboards, smart access for co-living residents and AI-assisted rent pricing. Alongside day-to-day management, our asset progression consultants help owners plan their next step with real numbers.',
    'We are still the team that picks up the phone. Every owner has a named manager, every repair is tracked to completion, and every recommendation we make is one we would follow with our own property.',
  ],
};

/** The three cards of the Mission & Values section on /about. */
export const MISSION_AND_VALUES: readonly TitledText[] = [
  {
    title: 'Our Mission',
    description:
      'To help every property owner in Singapore earn more from their home with less effort, and to turn each property into a stepping stone towards the owner’s long-term goals.',
  },
  {
    title: 'Excellence',
    description:
      'We hold ourselves to measurable standards: replies within 24 hours, repairs tracked from report to completion, and clear monthly statements. When something goes wrong, we own it and fix it.',
  },
  {
    title: 'SmartTech & AI',
    description:
      'We use technology where it genuinely helps: smart locks and sensors, live dashboards for owners, and AI that prices rooms and spots maintenance needs early, always with a person accountable for the result.',
  },
];

/** The six points of the Why Choose block on /services. */
export const WHY_CHOOSE: readonly TitledText[] = [
  {
    title: 'One Dedicated Manager',
    description: 'A named property manager who knows your unit, your tenants and your goals.',
  },
  {
    title: 'Transparent Fees',
    description: 'A fee that is typically a percentage of monthly rent, agreed in writing, with repairs approved by you.',
  },
  {
    title: 'Fast Response',
    description: 'Enquiries answered within 24 hours on business days; maintenance attended within 24 hours.',
  },
  {
    title: '24/7 Emergency Service',
    description: 'Leaks, power faults and lock-outs handled around the clock by our emergency team.',
  },
  {
    title: 'SmartTech Visibility',
    description: 'Rent, repairs and lease dates on a live dashboard, with monthly statements you can file.',
  },
  {
    title: 'Local Regulatory Know-How',
    description: 'HDB subletting rules, URA minimum stays, IRAS stamp duties and tenancy law handled correctly.',
  },
];

export interface ProcessStep {
  title: 'Initial Consultation' | 'Tailored Proposal' | 'Onboarding' | 'Ongoing Management';
  description: string;
}

/** The four-step process on /services (SPEC §2). */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: 'Initial Consultation',
    description: 'A free conversation about your property, your goals and any current tenancy, in person or online.',
  },
  {
    title: 'Tailored Proposal',
    description: 'A written proposal with the services you need, the expected rent and a clear fee structure.',
  },
  {
    title: 'Onboarding',
    description: 'We inspect and photograph the property, set up your dashboard and take over tenants and contractors.',
  },
  {
    title: 'Ongoing Management',
    description: 'Your manager runs the property day to day and reviews performance and next steps with you.',
  },
];

export const CLOSING_BANNER = {
  title: 'Ready to Make Your Property Work Harder?',
  description: 'Tell us about your property and your plans. We reply within 24 hours on business days, and the first consultation is free.',
};

export const SERVICES_INTRO = {
  title: 'Our Services',
  description: 'Seven services, one team: everything your property needs, from finding the right tenant to planning your next purchase.',
};
