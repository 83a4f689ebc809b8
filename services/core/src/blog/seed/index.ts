import type { BlogPostFields } from '../blog-post.entity';
import { CO_LIVING_OWNER_GUIDE } from './co-living-owner-guide';
import { CONDO_LANDLORD_CHECKLIST } from './condo-landlord-checklist';
import { HDB_SUBLETTING_GUIDE } from './hdb-subletting-guide';
import { HDB_TO_CONDO_UPGRADE } from './hdb-to-condo-upgrade';
import { PREVENTIVE_MAINTENANCE } from './preventive-maintenance';
import { SECOND_PROPERTY_PLANNING } from './second-property-planning';

/** The published articles of a fresh install, newest first; their images are /images/blog/blog-1.svg to blog-6.svg. */
export const BLOG_POSTS_SEED: readonly BlogPostFields[] = [
  HDB_TO_CONDO_UPGRADE,
  CONDO_LANDLORD_CHECKLIST,
  CO_LIVING_OWNER_GUIDE,
  SECOND_PROPERTY_PLANNING,
  PREVENTIVE_MAINTENANCE,
  HDB_SUBLETTING_GUIDE,
];
