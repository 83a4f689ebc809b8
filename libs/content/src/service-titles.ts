import type { ServiceId } from '@app/contracts';

/** The services' names (SPEC §3), apart from the catalogue: the footer of every page links them without loading their descriptions. */
export const SERVICE_TITLES: Readonly<Record<ServiceId, string>> = {
  'property-management': 'Full-Service Property Management',
  'co-living': 'Co-Living Space Management',
  luxury: 'Luxury Property Management',
  'coliving-operations': 'Coliving Operations Support',
  'asset-progression': 'Asset Progression Consultation',
  maintenance: 'Property Maintenance',
  'tenant-placement': 'Tenant Placement',
};
