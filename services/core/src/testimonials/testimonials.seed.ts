import type { TestimonialFields } from './testimonial.entity';

/** The three testimonials of a fresh install (SPEC §3); the site shows every rating as 5 stars (SPEC §9). */
export const TESTIMONIALS_SEED: readonly TestimonialFields[] = [
  {
    content:
      'Harbourline found a reliable tenant for our Punggol flat in three weeks and handled the HDB subletting approval from start to finish. The monthly statements are clear, and repairs are sorted before I even hear about them.',
    name: 'Rachel Lim',
    role: 'HDB flat owner, Punggol',
    rating: 5,
    initials: 'RL',
    sortOrder: 1,
  },
  {
    content:
      'We moved our co-living rooms to Harbourline last year. Occupancy went from 78 to 96 per cent within four months, and residents now report issues through the app instead of messaging me at midnight.',
    name: 'Daniel Wong',
    role: 'Co-living operator',
    rating: 5,
    initials: 'DW',
    sortOrder: 2,
  },
  {
    content:
      'Their asset progression session gave us a realistic plan for moving from our five-room flat to a condominium: the timeline, the cash we would need and the stamp duties, without any sales pressure.',
    name: 'Priya Nair',
    role: 'Upgrader, Sengkang',
    rating: 4,
    initials: 'PN',
    sortOrder: 3,
  },
];
